// @ts-check
// The certificates' signing keys (docs/certificates.md). The private keys are a Functions secret,
// CERTIFICATE_SIGNING_KEYS; on the local stack the emulator reads it from functions/.secret.local
// (gitignored), which ensureCertificateKeys() creates once, with a fresh Ed25519 key, before the
// build, the tests or the stack need it. The public halves are the JWKS that /.well-known/jwks.json
// serves and the web build bundles: locally derived from that file, for a deploy read from the
// committed certificate-keys/published-jwks.json.
//
// The secret's value is base64url of JSON { keys: JWK[] }: every key still published, oldest
// first; the last one holds its private part `d` and signs. Base64url, so the dotenv file needs no
// quoting.
//
// `node scripts/lib/certificate-keys.mjs new-key` makes a production key: it adds the public half
// to the committed JWKS and prints the secret's new value (to pipe into
// `firebase functions:secrets:set CERTIFICATE_SIGNING_KEYS`), never writing the private key to disk.
import { createHash, generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, appendFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const SECRET_NAME = 'CERTIFICATE_SIGNING_KEYS';
export const secretFile = fileURLToPath(new URL('../../functions/.secret.local', import.meta.url));
export const publishedJwksFile = fileURLToPath(
  new URL('../../certificate-keys/published-jwks.json', import.meta.url),
);

/** @typedef {{ kty: 'OKP', crv: 'Ed25519', x: string, kid: string, d?: string }} KeyEntry */
/** @typedef {{ kty: 'OKP', crv: 'Ed25519', x: string, kid: string, alg: 'EdDSA', use: 'sig' }} PublicJwk */

/** RFC 7638 thumbprint of an Ed25519 public key: a stable, content-derived key id. */
function thumbprint(/** @type {string} */ x) {
  const canonical = JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** A new Ed25519 key with its private part; the id names its day and its thumbprint. */
export function newSigningKey(now = new Date()) {
  const { privateKey } = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({ format: 'jwk' });
  if (typeof jwk.x !== 'string' || typeof jwk.d !== 'string') throw new Error('No Ed25519 JWK');
  const day = now.toISOString().slice(0, 10);
  /** @type {KeyEntry} */
  const key = {
    kty: 'OKP',
    crv: 'Ed25519',
    x: jwk.x,
    d: jwk.d,
    kid: `mta-${day}-${thumbprint(jwk.x).slice(0, 8)}`,
  };
  return key;
}

/** @param {KeyEntry[]} keys */
export const encodeSecret = (keys) => Buffer.from(JSON.stringify({ keys })).toString('base64url');

/** @param {string} value @returns {KeyEntry[]} */
export function decodeSecret(value) {
  const text = value.trim().startsWith('{')
    ? value
    : Buffer.from(value.trim(), 'base64url').toString('utf8');
  const parsed = JSON.parse(text);
  if (!Array.isArray(parsed?.keys)) throw new Error(`${SECRET_NAME} holds no keys`);
  return parsed.keys;
}

/** The keys in functions/.secret.local, or undefined when the file or the line is missing. */
export function readLocalKeys(file = secretFile) {
  if (!existsSync(file)) return undefined;
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${SECRET_NAME}=`));
  return line ? decodeSecret(line.slice(SECRET_NAME.length + 1)) : undefined;
}

/**
 * The local stack's keys: read from functions/.secret.local, or made once and added to it (the
 * file may hold other secrets; they are kept). Never run for a deploy.
 */
export function ensureCertificateKeys(file = secretFile) {
  const existing = readLocalKeys(file);
  if (existing?.some((key) => key.d)) return existing;
  const keys = [newSigningKey()];
  const separator = existsSync(file) && !readFileSync(file, 'utf8').endsWith('\n') ? '\n' : '';
  appendFileSync(file, `${separator}${SECRET_NAME}=${encodeSecret(keys)}\n`, { mode: 0o600 });
  return keys;
}

/** The public halves, as published. @param {KeyEntry[]} keys @returns {{ keys: PublicJwk[] }} */
export function publicJwks(keys) {
  return {
    keys: keys.map(({ kty, crv, x, kid }) => ({ kty, crv, x, kid, alg: 'EdDSA', use: 'sig' })),
  };
}

/** The committed JWKS a deploy publishes and bundles. @returns {{ keys: PublicJwk[] }} */
export function readPublishedJwks(file = publishedJwksFile) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * The JWKS for a build: the committed one when `CERTIFICATE_JWKS=published` (a deploy; refuses an
 * empty set, which would make every certificate unverifiable), else the local stack's.
 */
export function buildJwks(env = process.env) {
  if (env.CERTIFICATE_JWKS !== 'published') return publicJwks(ensureCertificateKeys());
  const jwks = readPublishedJwks();
  if (!jwks.keys?.length) {
    throw new Error(
      `${publishedJwksFile} lists no keys: run \`node scripts/lib/certificate-keys.mjs new-key\` first (docs/certificates.md)`,
    );
  }
  return jwks;
}

/** `new-key`: a production key; prints the secret's value, commits only the public half. */
function newProductionKey() {
  const published = readPublishedJwks();
  const key = newSigningKey();
  const previous = published.keys.map(({ kty, crv, x, kid }) => ({ kty, crv, x, kid }));
  const next = { keys: [...published.keys, ...publicJwks([key]).keys] };
  writeFileSync(publishedJwksFile, `${JSON.stringify(next, null, 2)}\n`);
  process.stdout.write(`${encodeSecret([...previous, key])}\n`);
  process.stderr.write(
    `Added ${key.kid} to ${publishedJwksFile} (commit it). The line above is the secret's new value:\n` +
      `  firebase functions:secrets:set ${SECRET_NAME} (paste it), then deploy with CERTIFICATE_JWKS=published.\n`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv[2] === 'new-key') newProductionKey();
  else if (process.argv[2] === 'ensure') ensureCertificateKeys();
  else {
    process.stderr.write('usage: node scripts/lib/certificate-keys.mjs new-key | ensure\n');
    process.exitCode = 1;
  }
}

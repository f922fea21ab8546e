import { base64url, compactVerify, importJWK } from 'jose';
import { z } from 'zod';
import { certificateKindSchema, certificateNumberPattern, MAX_TOKEN_LENGTH } from './certificate';
import type { VerifyReason } from './certificate';
import { isoDateSchema } from './formats';

// The signed token of a certificate and its check, shared by the server and the browser (the
// /verify page checks it offline against the keys bundled in the build). A token is a compact JWS
// signed with Ed25519: header { alg: "EdDSA", kid }, payload below. It names no date of birth and
// no contact: it is printed as a QR code on paper that strangers will scan.

export const CERTIFICATE_ALG = 'EdDSA';

/** The signed payload. Short keys keep the QR code small enough to scan from a printed page. */
export const certificateTokenPayloadSchema = z.strictObject({
  /** The certificate number. */
  n: z.string().regex(certificateNumberPattern),
  k: certificateKindSchema,
  /** The holder's name as printed on the certificate. */
  h: z.string().min(1).max(200),
  /** kind rank: the rank id; championship: the result; membership: the membership number. */
  r: z.string().min(1).max(200),
  /** Day of issue, YYYY-MM-DD. */
  d: isoDateSchema,
  /** The site's origin that issued it (where /verify is). */
  iss: z.string().min(1).max(200),
});
export type CertificateTokenPayload = z.infer<typeof certificateTokenPayloadSchema>;

/** One published public key (RFC 8037): an Ed25519 key with its id. */
export const certificateJwkSchema = z.object({
  kty: z.literal('OKP'),
  crv: z.literal('Ed25519'),
  x: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  kid: z.string().min(1).max(100),
  alg: z.literal(CERTIFICATE_ALG).optional(),
  use: z.literal('sig').optional(),
});
export type CertificateJwk = z.infer<typeof certificateJwkSchema>;

/** The JWKS at /.well-known/jwks.json and in the build: every published key; the newest signs. */
export const certificateJwksSchema = z.object({ keys: z.array(certificateJwkSchema) });
export type CertificateJwks = z.infer<typeof certificateJwksSchema>;

export type TokenCheck =
  | { ok: true; payload: CertificateTokenPayload; kid: string }
  | {
      ok: false;
      reason: Extract<
        VerifyReason,
        'malformed' | 'too-long' | 'wrong-algorithm' | 'unknown-key' | 'bad-signature'
      >;
    };

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const headerSchema = z.strictObject({
  alg: z.string(),
  kid: z.string().optional(),
  typ: z.string().optional(),
});

/**
 * Decodes one base64url segment, accepting only its one canonical spelling. A base64url text can
 * carry unused low bits in its last character: two spellings then decode to the same bytes, and a
 * changed character would still "verify". Re-encoding and comparing refuses every such change.
 */
function canonicalBytes(segment: string): Uint8Array | undefined {
  if (!SEGMENT.test(segment)) return undefined;
  try {
    const bytes = base64url.decode(segment);
    return base64url.encode(bytes) === segment ? bytes : undefined;
  } catch {
    return undefined;
  }
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

type PublicKey = Awaited<ReturnType<typeof importJWK>>;
const importedKeys = new Map<string, Promise<PublicKey>>();

/** Each published key is imported once per page or instance (it is checked on every scan). */
function publicKey(jwk: CertificateJwk): Promise<PublicKey> {
  let key = importedKeys.get(jwk.x);
  if (!key) {
    key = importJWK({ kty: jwk.kty, crv: jwk.crv, x: jwk.x }, CERTIFICATE_ALG);
    importedKeys.set(jwk.x, key);
  }
  return key;
}

/**
 * Checks a token's form, algorithm, key and signature, and reads its payload. Never throws: every
 * bad input is an answer. Only `EdDSA` is accepted, whatever the header claims, so `alg: none` and
 * an HS256 token made with the public key as its secret are refused before any key is used.
 */
export async function checkCertificateToken(
  token: string,
  jwks: CertificateJwks,
): Promise<TokenCheck> {
  if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'too-long' };
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const bytes = parts.map(canonicalBytes);
  if (bytes.some((part) => part === undefined)) return { ok: false, reason: 'malformed' };
  const header = headerSchema.safeParse(parseJson(bytes[0] as Uint8Array));
  if (!header.success) return { ok: false, reason: 'malformed' };
  if (header.data.alg !== CERTIFICATE_ALG) return { ok: false, reason: 'wrong-algorithm' };
  const jwk = jwks.keys.find((key) => key.kid === header.data.kid);
  if (!jwk) return { ok: false, reason: 'unknown-key' };
  try {
    const key = await publicKey(jwk);
    await compactVerify(token, key, { algorithms: [CERTIFICATE_ALG] });
  } catch {
    return { ok: false, reason: 'bad-signature' };
  }
  const payload = certificateTokenPayloadSchema.safeParse(parseJson(bytes[1] as Uint8Array));
  if (!payload.success) return { ok: false, reason: 'malformed' };
  return { ok: true, payload: payload.data, kid: jwk.kid };
}

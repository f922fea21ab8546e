import { defineSecret } from 'firebase-functions/params';
import { z } from 'zod';
import { certificateJwkSchema, type CertificateJwks } from '../contracts/certificate-token';

// The certificates' keys, from the Functions secret CERTIFICATE_SIGNING_KEYS (docs/certificates.md):
// base64url of JSON { keys: [...] }, oldest first; every key is published, and the last one,
// which holds its private part `d`, signs. Older keys may be kept without `d`: their certificates
// still verify after a rotation, and their private halves need not be kept anywhere.

export const certificateSigningKeys = defineSecret('CERTIFICATE_SIGNING_KEYS');

const keyEntrySchema = certificateJwkSchema.extend({ d: z.string().min(1).optional() });
const secretSchema = z.object({ keys: z.array(keyEntrySchema).min(1) });

export interface SigningKey {
  kid: string;
  /** The private key as a JWK, for jose. */
  jwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; d: string };
}

export interface CertificateKeys {
  /** The newest key, which signs. */
  signer: SigningKey;
  /** Every published public key (what /.well-known/jwks.json serves). */
  jwks: CertificateJwks;
}

/** Reads the secret's value; undefined when it is missing or not a usable key set. */
export function parseCertificateKeys(value: string | undefined): CertificateKeys | undefined {
  if (!value?.trim()) return undefined;
  try {
    const text = value.trim().startsWith('{')
      ? value
      : Buffer.from(value.trim(), 'base64url').toString('utf8');
    const parsed = secretSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return undefined;
    const newest = parsed.data.keys.at(-1);
    if (!newest?.d) return undefined;
    return {
      signer: { kid: newest.kid, jwk: { kty: 'OKP', crv: 'Ed25519', x: newest.x, d: newest.d } },
      jwks: {
        keys: parsed.data.keys.map(({ kty, crv, x, kid }) => ({
          kty,
          crv,
          x,
          kid,
          alg: 'EdDSA' as const,
          use: 'sig' as const,
        })),
      },
    };
  } catch {
    return undefined;
  }
}

let cached: { value: string; keys: CertificateKeys | undefined } | undefined;

/** The keys of this instance; undefined when the secret is not set (nothing can be signed). */
export function certificateKeys(): CertificateKeys | undefined {
  const value = process.env[certificateSigningKeys.name] ?? '';
  if (cached?.value !== value) cached = { value, keys: parseCertificateKeys(value) };
  return cached.keys;
}

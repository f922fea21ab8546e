import { CompactSign, importJWK } from 'jose';
import { CERTIFICATE_ALG, type CertificateTokenPayload } from '../contracts/certificate-token';
import type { SigningKey } from './signing-keys';

// Signs a certificate's payload: a compact JWS, Ed25519, header { alg: "EdDSA", kid }. Ed25519
// signatures are deterministic, so the same payload and key always give the same token.

export async function signCertificateToken(
  payload: CertificateTokenPayload,
  signer: SigningKey,
): Promise<string> {
  const key = await importJWK(signer.jwk, CERTIFICATE_ALG);
  return new CompactSign(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: CERTIFICATE_ALG, kid: signer.kid })
    .sign(key);
}

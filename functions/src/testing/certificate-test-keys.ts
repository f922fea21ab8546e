import { generateKeyPairSync } from 'node:crypto';
import type { CertificateJwks } from '../contracts/certificate-token';
import type { SigningKey } from '../certificates/signing-keys';

// Throwaway Ed25519 keys for the unit tests (never the stack's).

export function testSigningKey(kid = 'test-key'): { signer: SigningKey; jwks: CertificateJwks } {
  const jwk = generateKeyPairSync('ed25519').privateKey.export({ format: 'jwk' });
  if (typeof jwk.x !== 'string' || typeof jwk.d !== 'string') throw new Error('no Ed25519 JWK');
  return {
    signer: { kid, jwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, d: jwk.d } },
    jwks: { keys: [{ kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid, alg: 'EdDSA', use: 'sig' }] },
  };
}

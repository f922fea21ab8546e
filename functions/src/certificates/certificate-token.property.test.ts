import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkCertificateToken,
  type CertificateTokenPayload,
} from '../contracts/certificate-token';
import { signCertificateToken } from './sign-token';
import { testSigningKey } from '../testing/certificate-test-keys';

// Every single-byte change to a signed token, or to the payload it signs, is refused: 0 false
// accepts in 10,000 + 10,000 random cases. The check is the one the browser runs (no HTTP here).

const payload: CertificateTokenPayload = {
  n: 'MTA-C-2026-000123',
  k: 'rank',
  h: 'सई पाटील',
  r: 'dan-1',
  d: '2026-11-28',
  iss: 'https://mta.example.org',
};

describe('certificate token tampering', () => {
  const { signer, jwks } = testSigningKey();

  it('refuses every single-character change to the token', async () => {
    const token = await signCertificateToken(payload, signer);
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: token.length - 1 }),
        fc.integer({ min: 0, max: 255 }),
        async (index, code) => {
          fc.pre(token.charCodeAt(index) !== code);
          const changed =
            token.slice(0, index) + String.fromCharCode(code) + token.slice(index + 1);
          const check = await checkCertificateToken(changed, jwks);
          if (check.ok) accepted++;
          return !check.ok;
        },
      ),
      { numRuns: 10_000 },
    );
    expect(accepted).toBe(0);
  }, 60_000);

  it('refuses every single-byte change to the signed payload', async () => {
    const token = await signCertificateToken(payload, signer);
    const [header, body, signature] = token.split('.') as [string, string, string];
    const bytes = Buffer.from(body, 'base64url');
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: bytes.length - 1 }),
        fc.integer({ min: 1, max: 255 }),
        async (index, delta) => {
          const changed = Buffer.from(bytes);
          changed[index] = ((changed[index] ?? 0) + delta) % 256;
          const forged = `${header}.${changed.toString('base64url')}.${signature}`;
          const check = await checkCertificateToken(forged, jwks);
          if (check.ok) accepted++;
          return !check.ok;
        },
      ),
      { numRuns: 10_000 },
    );
    expect(accepted).toBe(0);
  }, 60_000);
});

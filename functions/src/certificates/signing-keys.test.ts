import { describe, expect, it } from 'vitest';
import { parseCertificateKeys } from './signing-keys';
import { testSigningKey } from '../testing/certificate-test-keys';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('the signing keys secret', () => {
  it('signs with the newest key and publishes every key without its private part', () => {
    const older = testSigningKey('older').jwks.keys[0];
    const newest = testSigningKey('newest').signer;
    const keys = parseCertificateKeys(encode({ keys: [older, { ...newest.jwk, kid: 'newest' }] }));
    expect(keys?.signer.kid).toBe('newest');
    expect(keys?.jwks.keys.map((key) => key.kid)).toEqual(['older', 'newest']);
    expect(JSON.stringify(keys?.jwks)).not.toContain(newest.jwk.d);
  });

  it('is unusable when missing, garbled, or when the newest key cannot sign', () => {
    const publicOnly = testSigningKey('public').jwks.keys[0];
    for (const value of [
      undefined,
      '',
      'not base64 json',
      encode({ keys: [] }),
      encode({ keys: [publicOnly] }),
    ]) {
      expect(parseCertificateKeys(value)).toBeUndefined();
    }
  });
});

// @ts-check
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decodeSecret,
  ensureCertificateKeys,
  publicJwks,
  SECRET_NAME,
} from './certificate-keys.mjs';

describe('the local certificate keys', () => {
  it('are made once, beside other secrets, and then reused', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cert-keys-')), '.secret.local');
    writeFileSync(file, 'OTHER_SECRET=kept');
    const first = ensureCertificateKeys(file);
    const second = ensureCertificateKeys(file);
    expect(second).toEqual(first);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('OTHER_SECRET=kept\n')).toBe(true);
    const line = text.split('\n').find((row) => row.startsWith(`${SECRET_NAME}=`)) ?? '';
    expect(decodeSecret(line.slice(SECRET_NAME.length + 1))).toEqual(first);
    expect(first[0]?.d).toBeTruthy();
  });

  it('publish only the public halves', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cert-keys-')), '.secret.local');
    const jwks = publicJwks(ensureCertificateKeys(file));
    expect(jwks.keys[0]).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      x: expect.any(String),
      kid: expect.stringMatching(/^mta-\d{4}-\d{2}-\d{2}-/),
      alg: 'EdDSA',
      use: 'sig',
    });
    expect(JSON.stringify(jwks)).not.toContain('"d"');
  });
});

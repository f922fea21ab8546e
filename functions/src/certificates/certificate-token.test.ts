import { createHmac } from 'node:crypto';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import {
  checkCertificateToken,
  type CertificateTokenPayload,
} from '../contracts/certificate-token';
import { signCertificateToken } from './sign-token';
import { testSigningKey } from '../testing/certificate-test-keys';

// The certificate token end to end in Node: signed, drawn as a QR code, read back from the PNG's
// pixels and checked, as a phone at a venue would; and the forgeries the check must refuse.

const payload: CertificateTokenPayload = {
  n: 'MTA-C-2026-004217',
  k: 'rank',
  h: 'Aarav Deshpande',
  r: 'green',
  d: '2026-11-28',
  iss: 'https://mta.example.org',
};

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

describe('certificate token', () => {
  const { signer, jwks } = testSigningKey();

  it('survives sign → QR PNG → decode → verify', async () => {
    const token = await signCertificateToken(payload, signer);
    const png = await QRCode.toBuffer(token, { type: 'png', errorCorrectionLevel: 'M', margin: 4 });
    const image = PNG.sync.read(png);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
    expect(decoded?.data).toBe(token);
    const check = await checkCertificateToken(decoded?.data ?? '', jwks);
    expect(check).toEqual({ ok: true, payload, kid: signer.kid });
  });

  it('carries no date of birth or contact, and stays short enough for a printed QR code', async () => {
    const token = await signCertificateToken(payload, signer);
    const [header, body] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'EdDSA',
      kid: signer.kid,
    });
    expect(Object.keys(JSON.parse(Buffer.from(body ?? '', 'base64url').toString())).sort()).toEqual(
      ['d', 'h', 'iss', 'k', 'n', 'r'],
    );
    expect(token.length).toBeLessThan(400);
  });

  it('refuses alg none, whatever the payload', async () => {
    const token = `${b64(JSON.stringify({ alg: 'none', kid: signer.kid }))}.${b64(JSON.stringify(payload))}.`;
    expect(await checkCertificateToken(token, jwks)).toEqual({ ok: false, reason: 'malformed' });
    const withSignature = `${token}${b64('x')}`;
    expect(await checkCertificateToken(withSignature, jwks)).toEqual({
      ok: false,
      reason: 'wrong-algorithm',
    });
  });

  it('refuses HS256 signed with the published public key as the secret (key confusion)', async () => {
    const key = jwks.keys[0];
    const signingInput = `${b64(JSON.stringify({ alg: 'HS256', kid: signer.kid }))}.${b64(JSON.stringify(payload))}`;
    for (const secret of [
      JSON.stringify(key),
      key?.x ?? '',
      Buffer.from(key?.x ?? '', 'base64url'),
    ]) {
      const mac = createHmac('sha256', secret).update(signingInput).digest('base64url');
      expect(await checkCertificateToken(`${signingInput}.${mac}`, jwks)).toEqual({
        ok: false,
        reason: 'wrong-algorithm',
      });
    }
  });

  it('refuses a token signed by a key that is not published, even under a published kid', async () => {
    const foreign = testSigningKey(signer.kid);
    const token = await signCertificateToken(payload, foreign.signer);
    expect(await checkCertificateToken(token, jwks)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const other = testSigningKey('someone-else');
    expect(
      await checkCertificateToken(await signCertificateToken(payload, other.signer), jwks),
    ).toEqual({ ok: false, reason: 'unknown-key' });
  });

  it('accepts a token from an older published key after a rotation', async () => {
    const older = testSigningKey('older');
    const both = { keys: [...older.jwks.keys, ...jwks.keys] };
    const check = await checkCertificateToken(
      await signCertificateToken(payload, older.signer),
      both,
    );
    expect(check.ok).toBe(true);
  });

  it('answers malformed and oversized tokens without throwing', async () => {
    const token = await signCertificateToken(payload, signer);
    const cases: Array<[string, string]> = [
      ['', 'malformed'],
      ['not a token', 'malformed'],
      ['a.b', 'malformed'],
      ['a.b.c.d', 'malformed'],
      [`${token}=`, 'malformed'],
      [` ${token}`, 'malformed'],
      ['....', 'malformed'],
      [`${b64('{')}.${b64('{}')}.${b64('x')}`, 'malformed'],
      [`${b64('[]')}.${b64('{}')}.${b64('x')}`, 'malformed'],
      [`${token}${'A'.repeat(3000)}`, 'too-long'],
      ['x'.repeat(1_000_000), 'too-long'],
    ];
    for (const [input, reason] of cases) {
      expect(await checkCertificateToken(input, jwks), input.slice(0, 40)).toEqual({
        ok: false,
        reason,
      });
    }
  });

  it('refuses a second spelling of the same signature bytes (unused bits of the last character)', async () => {
    const token = await signCertificateToken(payload, signer);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(token.at(-1) ?? '');
    const respelled = token.slice(0, -1) + alphabet[last ^ 1];
    const signature = (value: string) => Buffer.from(value.split('.')[2] ?? '', 'base64url');
    expect(signature(respelled)).toEqual(signature(token));
    expect(await checkCertificateToken(respelled, jwks)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('refuses a good signature over a payload that is not a certificate', async () => {
    const token = await signCertificateToken({ ...payload, n: 'not-a-number' }, signer);
    expect(await checkCertificateToken(token, jwks)).toEqual({ ok: false, reason: 'malformed' });
  });
});

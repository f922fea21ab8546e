import { CompactSign, exportJWK, generateKeyPair } from 'jose';
import { create } from 'qrcode';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { decodePixels } from './qr-decode';
import { certificateQrText, readScannedText } from './qr-text';

// The whole offline path in one run: a token signed with an Ed25519 key, put in a QR code, the
// code drawn as pixels and read back with jsQR, and the token checked against "bundled" keys.

const keys = vi.hoisted(() => ({ keys: [] as Record<string, string>[] }));
vi.mock('virtual:certificate-jwks', () => ({ default: keys }));

const { checkToken } = await import('./verify-token');

const payload = {
  n: 'MTA-C-2026-000123',
  k: 'rank',
  h: 'सई पाटील',
  r: 'green',
  d: '2026-11-20',
  iss: 'https://site.example',
};
let privateKey: CryptoKey;

async function sign(body: object, kid = 'k1') {
  // Copied into this realm's Uint8Array: jsdom's TextEncoder answers with Node's, which jose refuses.
  return new CompactSign(Uint8Array.from(Buffer.from(JSON.stringify(body))))
    .setProtectedHeader({ alg: 'EdDSA', kid })
    .sign(privateKey);
}

/** The QR code of `text` as RGBA pixels, 4 px a module, with its quiet zone. */
function qrPixels(text: string) {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const scale = 4;
  const size = (modules.size + 8) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const row = Math.floor(y / scale) - 4;
      const col = Math.floor(x / scale) - 4;
      const dark =
        row >= 0 && col >= 0 && row < modules.size && col < modules.size && modules.get(row, col);
      if (dark) data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  return { data, size };
}

beforeAll(async () => {
  const pair = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  privateKey = pair.privateKey;
  const jwk = await exportJWK(pair.publicKey);
  keys.keys.push({ kty: 'OKP', crv: 'Ed25519', x: String(jwk.x), kid: 'k1' });
});

describe('sign → QR → read → check, in the browser code', () => {
  it('accepts the token read back from the code', async () => {
    const token = await sign(payload);
    const text = certificateQrText(`https://site.example/verify/${payload.n}`, token);
    const { data, size } = qrPixels(text);
    const read = await decodePixels(data, size, size);
    expect(read).toBe(text);
    const scanned = readScannedText(read ?? '');
    expect(scanned).toEqual({ number: payload.n, token });
    expect(await checkToken(scanned?.token ?? '')).toEqual({ ok: true, payload, kid: 'k1' });
  });

  it('refuses a changed payload, an unknown key and alg none', async () => {
    const token = await sign(payload);
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, r: 'black' })).toString('base64url');
    expect(await checkToken(`${header}.${forged}.${signature}`)).toMatchObject({ ok: false });
    expect(await checkToken(await sign(payload, 'other'))).toEqual({
      ok: false,
      reason: 'unknown-key',
    });
    const none = Buffer.from(JSON.stringify({ alg: 'none', kid: 'k1' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    expect(await checkToken(`${none}.${body}.`)).toMatchObject({ ok: false });
  });

  it('finds no code in a blank picture', async () => {
    const blank = new Uint8ClampedArray(64 * 64 * 4).fill(255);
    expect(await decodePixels(blank, 64, 64)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { certificateQrText, readScannedText, tokenFromFragment } from './qr-text';

const TOKEN = 'eyJhbGciOiJFZERTQSJ9.eyJuIjoiTUNDIn0.c2lnbmF0dXJl';

describe('certificate QR text', () => {
  it('is the check address with the token in the fragment', () => {
    const text = certificateQrText('https://site.example/verify/MTA-C-2026-000123', TOKEN);
    expect(text).toBe(`https://site.example/verify/MTA-C-2026-000123#${TOKEN}`);
    expect(readScannedText(text)).toEqual({ number: 'MTA-C-2026-000123', token: TOKEN });
  });

  it('is the bare address when the page has no token', () => {
    const text = certificateQrText('https://site.example/mr/verify/MTA-C-2026-000123');
    expect(readScannedText(text)).toEqual({ number: 'MTA-C-2026-000123' });
  });

  it('reads a bare token and a typed number', () => {
    expect(readScannedText(` ${TOKEN} `)).toEqual({ token: TOKEN });
    expect(readScannedText('mta-c-2026-000123')).toEqual({ number: 'MTA-C-2026-000123' });
  });

  it('refuses other addresses and other texts', () => {
    expect(readScannedText('https://site.example/events/x')).toBeNull();
    expect(readScannedText('WIFI:S:hall;T:WPA;P:secret;;')).toBeNull();
    expect(readScannedText('')).toBeNull();
    expect(readScannedText('https://site.example/verify/%E0%A4')).toBeNull();
  });

  it('takes only a well-formed token from a fragment', () => {
    expect(tokenFromFragment(`#${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromFragment('#not a token')).toBeUndefined();
    expect(tokenFromFragment('')).toBeUndefined();
  });
});

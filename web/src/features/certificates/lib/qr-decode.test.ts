import { afterEach, describe, expect, it, vi } from 'vitest';

// The platform's detector is used where the browser has one, and its "no code" is trusted.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

function stubDetector(found: string[], formats = ['qr_code']) {
  const detect = vi.fn(async () => found.map((rawValue) => ({ rawValue })));
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = async () => formats;
      detect = detect;
    },
  );
  return detect;
}

describe('reading a QR code with the platform’s detector', () => {
  it('answers with the code it finds', async () => {
    const detect = stubDetector(['https://site.example/verify/MTA-C-2026-000001']);
    const { decodeQr } = await import('./qr-decode');
    const image = document.createElement('img');
    expect(await decodeQr(image, 10, 10)).toBe('https://site.example/verify/MTA-C-2026-000001');
    expect(detect).toHaveBeenCalledWith(image);
  });

  it('trusts its "no code" without loading the fallback decoder', async () => {
    stubDetector([]);
    const { decodeQr } = await import('./qr-decode');
    expect(await decodeQr(document.createElement('img'), 10, 10)).toBeNull();
  });
});

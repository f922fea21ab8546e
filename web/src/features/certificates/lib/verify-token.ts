// The signature check of a certificate's token in the browser, against the public keys bundled in
// the build: no network, so it works in a hall without signal. The check itself is the contract's
// (the server runs the same code); this module adds the bundled keys and one question the server
// never has: can this browser's WebCrypto verify Ed25519 at all? An old browser that cannot must
// not call a genuine certificate fake. Loaded only when a token is checked (it pulls in jose).
import { checkCertificateToken, type TokenCheck } from '@contracts/certificate-token';
import bundledKeys from 'virtual:certificate-jwks';

export type BrowserTokenCheck = TokenCheck | { ok: false; reason: 'unsupported' };

let ed25519: Promise<boolean> | null = null;

/** Whether WebCrypto here verifies Ed25519 (Chrome 137+, Firefox 129+, Safari 17+). */
function ed25519Supported(): Promise<boolean> {
  const [first] = bundledKeys.keys;
  if (!first) return Promise.resolve(false);
  ed25519 ??= crypto.subtle
    .importKey('jwk', { kty: 'OKP', crv: 'Ed25519', x: first.x }, { name: 'Ed25519' }, false, [
      'verify',
    ])
    .then(
      () => true,
      () => false,
    );
  return ed25519;
}

/** Checks `token` against the bundled keys; never throws. */
export async function checkToken(token: string): Promise<BrowserTokenCheck> {
  if (!(await ed25519Supported())) return { ok: false, reason: 'unsupported' };
  return checkCertificateToken(token, bundledKeys);
}

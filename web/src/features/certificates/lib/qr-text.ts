// What a certificate's QR code holds, and how a scanned text is read back. The QR holds the address
// of the certificate's check with the signed token in the fragment:
// `https://<site>/verify/<number>#<token>`. A phone's camera app opens it as a link, and the page
// checks the token it finds in the fragment without the network; the fragment never leaves the
// phone (browsers do not send it to the server). See docs/decisions.md, "Certificates on the web".

/** A compact JWS: three base64url parts (the signature part may not be empty for ours). */
const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export interface ScannedCertificate {
  /** The certificate number the address names, when it names one. */
  number?: string;
  /** The signed token, when the text carries one. */
  token?: string;
}

/**
 * The text of a certificate's QR code: the address of its check (`verifyUrl`, absolute, in the
 * edition it was printed from) with the token in the fragment when there is one.
 */
export function certificateQrText(verifyUrl: string, token?: string): string {
  return token ? `${verifyUrl}#${token}` : verifyUrl;
}

/**
 * A scanned or pasted text read as a certificate: the check's address (of either edition), a bare
 * token, or a bare number. Null for anything else; whether the token is genuine is checked later.
 */
export function readScannedText(text: string): ScannedCertificate | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (COMPACT_JWS.test(trimmed)) return { token: trimmed };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return /^[A-Za-z0-9-]{1,40}$/.test(trimmed) ? { number: trimmed.toUpperCase() } : null;
  }
  const match = /^(?:\/[a-z]{2})?\/verify\/([^/]+)\/?$/.exec(url.pathname);
  if (!match?.[1]) return null;
  const fragment = url.hash.replace(/^#/, '');
  let number: string;
  try {
    number = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return COMPACT_JWS.test(fragment) ? { number, token: fragment } : { number };
}

/** The token a /verify/<number> address carries in its fragment, if any. */
export function tokenFromFragment(hash: string): string | undefined {
  const fragment = hash.replace(/^#/, '');
  return COMPACT_JWS.test(fragment) ? fragment : undefined;
}

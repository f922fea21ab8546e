// @ts-check
// The site's Content-Security-Policy, the one source of both variants: `local`, which firebase.json
// carries so the Hosting emulator serves it and the app may reach the Auth emulator, and `deploy`,
// the same policy without any emulator origin but with App Check's reCAPTCHA hosts, which
// `npm run deploy` ships (firebase.deploy.json).
// firebase.json's copy is written with the rest of the file by `npm run hosting:config`
// (scripts/build/firebase-config.mjs); scripts/lib/csp.test.mjs fails while the two disagree, and
// checks the deploy variant's invariants.

/** @typedef {'local' | 'deploy'} CspVariant */
/** @typedef {readonly [name: string, sources: readonly string[]]} Directive */

export const CSP_HEADER = 'Content-Security-Policy';

/** @type {readonly Directive[]} */
export const DIRECTIVES = [
  ['default-src', ["'self'"]],
  // Google sign-in's popup helper (gapi) is loaded by the Firebase Auth SDK.
  ['script-src', ["'self'", 'https://apis.google.com']],
  // Components set style attributes (image ratios, carousel offsets); scripts stay non-inline.
  ['style-src', ["'self'", "'unsafe-inline'"]],
  // Members' Google profile pictures.
  ['img-src', ["'self'", 'data:', 'blob:', 'https://lh3.googleusercontent.com']],
  ['font-src', ["'self'"]],
  // Firebase Auth's REST endpoints (sign-in, token refresh).
  [
    'connect-src',
    ["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  ],
  // The auth handler page (popup/redirect) and Google's account chooser. The handler's origin is
  // the project's own auth domain, added per variant (the emulator's locally, the configured
  // domain on deploy): never every *.firebaseapp.com, which any project can serve pages from.
  ['frame-src', ["'self'", 'https://accounts.google.com']],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

/**
 * Where the emulator origins go locally: the SDK calls the Auth emulator's REST API (connect-src)
 * and loads its sign-in handler page in a frame (frame-src). Nowhere else, and never in `deploy`.
 */
export const EMULATOR_DIRECTIVES = ['connect-src', 'frame-src'];

/**
 * Firebase App Check with reCAPTCHA Enterprise, deploy only: the emulators cannot exchange its tokens,
 * so a local build never turns it on (web/src/config/app-check-config.ts) and the local policy need
 * not allow Google. reCAPTCHA's loader and its release scripts, its frames (Google's CSP advice for
 * reCAPTCHA), and the endpoint where the SDK swaps reCAPTCHA's answer for an App Check token.
 * @type {readonly Directive[]}
 */
export const APP_CHECK_SOURCES = [
  ['script-src', ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']],
  ['connect-src', ['https://content-firebaseappcheck.googleapis.com']],
  ['frame-src', ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']],
];

/**
 * What one variant adds to a directive: the emulator origins locally; on deploy App Check's hosts,
 * and the project's auth domain (e.g. `mta-site.firebaseapp.com`) in frame-src.
 * @param {CspVariant} variant @param {string} name @param {readonly string[]} emulatorOrigins
 * @param {string | undefined} authDomain
 * @returns {readonly string[]}
 */
function variantSources(variant, name, emulatorOrigins, authDomain) {
  if (variant === 'deploy') {
    const appCheck = APP_CHECK_SOURCES.find(([key]) => key === name)?.[1] ?? [];
    return name === 'frame-src' && authDomain ? [`https://${authDomain}`, ...appCheck] : appCheck;
  }
  return EMULATOR_DIRECTIVES.includes(name) ? emulatorOrigins : [];
}

/**
 * The directives of one variant, in the fixed order above.
 * @param {CspVariant} variant
 * @param {readonly string[]} emulatorOrigins e.g. ['http://127.0.0.1:9099']; ignored for `deploy`
 * @param {string} [authDomain] the project's auth domain (VITE_FIREBASE_AUTH_DOMAIN); `deploy` only
 * @returns {Directive[]}
 */
export function cspDirectives(variant, emulatorOrigins, authDomain) {
  return DIRECTIVES.map(([name, sources]) => [
    name,
    [...sources, ...variantSources(variant, name, emulatorOrigins, authDomain)],
  ]);
}

/** @param {readonly Directive[]} directives */
export function serializeCsp(directives) {
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The header value of one variant.
 * @param {CspVariant} variant @param {readonly string[]} emulatorOrigins
 * @param {string} [authDomain]
 */
export function contentSecurityPolicy(variant, emulatorOrigins, authDomain) {
  return serializeCsp(cspDirectives(variant, emulatorOrigins, authDomain));
}

/**
 * A header value back as directives, for the tests and for checks on what is deployed.
 * @param {string} policy
 * @returns {Directive[]}
 */
export function parseCsp(policy) {
  return policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter((words) => words[0])
    .map(([name = '', ...sources]) => [name, sources]);
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

/**
 * The sources that point at this machine (an emulator, a dev server): never right in production.
 * @param {readonly Directive[]} directives
 */
export function loopbackSources(directives) {
  return directives.flatMap(([, sources]) =>
    sources.filter((source) => {
      const host = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(\[[^\]]*\]|[^/:]+)/i.exec(source)?.[1] ?? '';
      return LOOPBACK_HOST.test(host);
    }),
  );
}

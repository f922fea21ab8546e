// @ts-check
// The headers Firebase Hosting sets, for firebase.json (scripts/build/firebase-config.mjs). They
// apply to every answer, function answers included. The Content-Security-Policy is not written
// here: it comes from its one module, scripts/lib/csp.mjs, and goes first. A new header for every
// path is a line in SECURITY_HEADERS; headers for some paths only, a row in PATH_HEADERS.
import { CSP_HEADER } from '../lib/csp.mjs';

/** @typedef {{ key: string, value: string }} Header */
/** @typedef {{ source: string, headers: Header[] }} HeaderRule */

/** @type {readonly Header[]} */
export const SECURITY_HEADERS = [
  // Two years, subdomains too, and eligible for the browsers' preload list.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // For browsers that predate the CSP's frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
  // The camera for the site itself only: /verify reads a certificate's QR code with it.
  {
    key: 'Permissions-Policy',
    value: 'camera=(self), microphone=(), geolocation=(), payment=()',
  },
  // Google sign-in's popup must be able to message the page that opened it.
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
];

/** @type {readonly HeaderRule[]} */
export const PATH_HEADERS = [
  // Vite names these files by their content hash: a changed file is a new address.
  {
    source: '/assets/**',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
  },
];

/**
 * The header rules of firebase.json: every path gets the policy and the security headers, then
 * the path rules follow in their order.
 * @param {string} contentSecurityPolicy the header value (the `local` variant for firebase.json)
 * @returns {HeaderRule[]}
 */
export function hostingHeaders(contentSecurityPolicy) {
  return [
    {
      source: '**',
      headers: [{ key: CSP_HEADER, value: contentSecurityPolicy }, ...SECURITY_HEADERS],
    },
    ...PATH_HEADERS.map((rule) => ({ ...rule, headers: [...rule.headers] })),
  ];
}

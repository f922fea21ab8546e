// Security headers the functions set themselves. Through Hosting, firebase.json adds the site's
// full set (its Content-Security-Policy included) to every answer; but every function can also be
// called at its own run.app / cloudfunctions.net address, where Hosting is not in the way and only
// what the function sets arrives. These are safe under either: each says the same as, or less
// than, Hosting's policy, so where both apply nothing the site needs is forbidden.

const COMMON = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
} as const;

/** For the API's answers (JSON, CSV, calendars, pictures): nothing in them may run or load. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON,
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};

/**
 * For the page functions' HTML: the app's scripts must run, so only the parts of the site's policy
 * that never stop it (no framing, no plugins, no foreign <base>); Hosting adds the rest.
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...COMMON,
  'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
};

/**
 * The one public address of the site: canonical URLs, Open Graph links and images, the sitemap and
 * robots.txt are all built from it. Change the default here when the domain is known, or set
 * VITE_SITE_ORIGIN for a build (e.g. `VITE_SITE_ORIGIN=https://www.example.org npm run build`).
 * `.example.org` can never be a real site, so a build nobody configured cannot claim someone's.
 */
export const DEFAULT_SITE_ORIGIN = 'https://mahataekwondo.example.org';

/** An origin as written (scheme, host, port), without a path or trailing slash. */
export function normalizeOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`The site origin must be an http(s) address, not "${value}"`);
  return url.origin;
}

// Read defensively: the end-to-end tests import the config without Vite, where import.meta.env
// does not exist.
const configured: string | undefined = import.meta.env?.VITE_SITE_ORIGIN;

export const siteOrigin = normalizeOrigin(configured?.trim() || DEFAULT_SITE_ORIGIN);

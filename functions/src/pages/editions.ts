/**
 * The site's translated editions, by path prefix (web/src/lib/i18n/locales.ts; a unit test of
 * scripts/lib/hosting-rewrites.test.mjs keeps the lists equal). English lives at the root. Each
 * edition's build files sit in functions/web-shell/<edition>/ (scripts/prerender.mjs).
 */
export const TRANSLATED_EDITIONS = ['mr'] as const;
export type TranslatedEdition = (typeof TRANSLATED_EDITIONS)[number];

/** The edition whose prefix starts `path` (`/mr/…` → 'mr'), or null for English. */
export function editionOfPath(path: string): TranslatedEdition | null {
  const first = /^\/([^/?#]+)(?:\/|$)/.exec(path)?.[1];
  return TRANSLATED_EDITIONS.find((edition) => edition === first) ?? null;
}

/** `path` without its edition's prefix: `/mr/events/x` → `/events/x`. */
export function pathInEdition(path: string): string {
  const edition = editionOfPath(path);
  return edition ? path.slice(edition.length + 1) || '/' : path;
}

import { translatedLanguages, type TranslatedLanguage } from '../contracts/languages';

/**
 * The site's translated editions, by path prefix: every language of contracts/languages.ts but
 * English, which lives at the root. Each edition's build files sit in
 * functions/web-shell/<edition>/ (scripts/build/web-shell-files.mjs).
 */
export const TRANSLATED_EDITIONS = translatedLanguages;
export type TranslatedEdition = TranslatedLanguage;

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

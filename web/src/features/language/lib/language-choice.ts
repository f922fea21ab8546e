import { LANGUAGE_CHOICE_KEY } from './language-choice-key';
import { defaultLocale, locales, preferredLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The visitor's choice of language, kept in local storage: set by the switch and by the
 * offer's link or button. It only decides whether the offer shows; no page ever redirects on it
 * (search engines must see each language at its own address).
 */
export { LANGUAGE_CHOICE_KEY };

export function readLanguageChoice(storage: Pick<Storage, 'getItem'> | null): Locale | null {
  try {
    const value = storage?.getItem(LANGUAGE_CHOICE_KEY);
    return locales.find((locale) => locale === value) ?? null;
  } catch {
    // Storage blocked (private mode, a policy): as if nothing were chosen.
    return null;
  }
}

export function saveLanguageChoice(storage: Pick<Storage, 'setItem'> | null, locale: Locale) {
  try {
    storage?.setItem(LANGUAGE_CHOICE_KEY, locale);
  } catch {
    // Not remembered: the offer may show again, nothing worse.
  }
}

/**
 * The language to offer a visitor on a page in `current`, or null: a translated edition, once,
 * to a browser that prefers it and a visitor who has not chosen — or who chose it before and
 * landed on another language's page. English is never pushed on a visitor of a translation.
 */
export function languageToOffer(
  current: Locale,
  choice: Locale | null,
  browserLanguages: readonly string[],
): Locale | null {
  const wanted = choice ?? preferredLocale(browserLanguages);
  return wanted && wanted !== current && wanted !== defaultLocale ? wanted : null;
}

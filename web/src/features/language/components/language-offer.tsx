import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { locale as currentLocale } from '@/config/locale';
import { languageCopy } from '@/features/language/content/language-copy';
import { browserLocalStorage } from '@/features/language/lib/browser-storage';
import {
  languageToOffer,
  readLanguageChoice,
  saveLanguageChoice,
} from '@/features/language/lib/language-choice';
import { useHydrated } from '@/hooks/use-hydrated';
import { hreflang, htmlLang, pathInLocale } from '@/lib/i18n/locales';

/**
 * A first visit whose browser prefers Marathi is offered the Marathi page, once: a small notice
 * with a link and a "No, thanks" that keeps English (both remembered). Never a redirect, which
 * would hide the English pages from search engines. Shown after hydration only (it depends on
 * the browser), fixed in place so the page does not move.
 */
export function LanguageOffer() {
  const hydrated = useHydrated();
  const { pathname, search, hash } = useLocation();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed) return null;
  const storage = browserLocalStorage();
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  const offered = languageToOffer(currentLocale, readLanguageChoice(storage), languages);
  if (!offered) return null;
  const { offer } = languageCopy;

  return (
    <aside className="language-offer" aria-label={offer.label}>
      <p className="language-offer__message" lang={htmlLang[offered]}>
        {offer.message}
      </p>
      <p className="language-offer__here">{offer.messageHere}</p>
      <div className="language-offer__actions">
        <a
          className="button button--primary language-offer__action"
          href={pathInLocale(`${pathname}${search}${hash}`, offered)}
          lang={htmlLang[offered]}
          hrefLang={hreflang[offered]}
          onClick={() => saveLanguageChoice(storage, offered)}
        >
          {offer.action}
        </a>
        <button
          type="button"
          className="button button--secondary language-offer__dismiss"
          onClick={() => {
            saveLanguageChoice(storage, currentLocale);
            setDismissed(true);
          }}
        >
          {offer.dismiss}
        </button>
      </div>
    </aside>
  );
}

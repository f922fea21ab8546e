import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { locale as currentLocale } from '@/config/locale';
import { languageCopy } from '@/features/language/content/language-copy';
import { browserLocalStorage } from '@/features/language/lib/browser-storage';
import { saveLanguageChoice } from '@/features/language/lib/language-choice';
import { useHydrated } from '@/hooks/use-hydrated';
import {
  hreflang,
  htmlLang,
  localeName,
  locales,
  pathInLocale,
  type Locale,
} from '@/lib/i18n/locales';
import './language-switch.css';

/**
 * English / मराठी: each language named in itself (`bar`: the header, `menu`: the mobile menu,
 * `card`: the account screens' card), linking to this page in the other edition — a
 * full page load of the other build (each edition is its own build). The click remembers the choice
 * and takes the query and hash as they are at that moment (an in-page link's #hash never reaches
 * the router).
 */
export function LanguageSwitch({ variant }: { variant: 'bar' | 'menu' | 'card' }) {
  const { pathname, search, hash } = useLocation();
  // A prerendered page is one file for every query and hash: its first render links the path only.
  const here = useHydrated() ? `${pathname}${search}${hash}` : pathname;

  const go = (target: Locale) => (event: MouseEvent<HTMLAnchorElement>) => {
    saveLanguageChoice(browserLocalStorage(), target);
    const { pathname: path, search: query, hash: fragment } = window.location;
    event.currentTarget.href = pathInLocale(`${path}${query}${fragment}`, target);
  };

  return (
    <nav
      aria-label={variant === 'menu' ? languageCopy.menuSwitchLabel : languageCopy.switchLabel}
      className={`language-switch language-switch--${variant}`}
    >
      <ul className="language-switch__list">
        {locales.map((target) => (
          <li key={target} className="language-switch__item">
            {target === currentLocale ? (
              <span
                className="language-switch__current"
                lang={htmlLang[target]}
                aria-current="true"
              >
                {localeName[target]}
              </span>
            ) : (
              <a
                className="language-switch__link"
                href={pathInLocale(here, target)}
                lang={htmlLang[target]}
                hrefLang={hreflang[target]}
                onClick={go(target)}
              >
                {localeName[target]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

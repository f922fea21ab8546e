import { describe, expect, it } from 'vitest';
import { sitePathPrefix, siteLanguages } from '@contracts/site-language';
import {
  hreflang,
  htmlLang,
  localePrefix,
  locales,
  localeFromPath,
  localizedPath,
  pathInLocale,
  preferredLocale,
  routerPath,
} from '@/lib/i18n/locales';

describe('localeFromPath', () => {
  it('reads /mr and everything under it as Marathi, the rest as English', () => {
    expect(localeFromPath('/')).toBe('en');
    expect(localeFromPath('/programs')).toBe('en');
    expect(localeFromPath('/mr')).toBe('mr');
    expect(localeFromPath('/mr/')).toBe('mr');
    expect(localeFromPath('/mr/programs')).toBe('mr');
    // A page whose name only starts with "mr" is English.
    expect(localeFromPath('/mrs-kulkarni')).toBe('en');
  });
});

describe('routerPath and localizedPath', () => {
  it('strip and add the prefix, with the Marathi home at /mr', () => {
    expect(routerPath('/mr/programs')).toBe('/programs');
    expect(routerPath('/mr')).toBe('/');
    expect(routerPath('/mr/')).toBe('/');
    expect(routerPath('/programs')).toBe('/programs');
    expect(localizedPath('/', 'mr')).toBe('/mr');
    expect(localizedPath('/programs', 'mr')).toBe('/mr/programs');
    expect(localizedPath('/programs', 'en')).toBe('/programs');
  });
});

describe('pathInLocale', () => {
  it('switches / and /programs both ways', () => {
    expect(pathInLocale('/', 'mr')).toBe('/mr');
    expect(pathInLocale('/mr', 'en')).toBe('/');
    expect(pathInLocale('/mr/', 'en')).toBe('/');
    expect(pathInLocale('/programs', 'mr')).toBe('/mr/programs');
    expect(pathInLocale('/mr/programs', 'en')).toBe('/programs');
  });

  it('keeps the query and the hash', () => {
    expect(pathInLocale('/programs?tab=exams#faq', 'mr')).toBe('/mr/programs?tab=exams#faq');
    expect(pathInLocale('/mr/events/evt-1?from=home#map', 'en')).toBe(
      '/events/evt-1?from=home#map',
    );
    expect(pathInLocale('/?x=1', 'mr')).toBe('/mr?x=1');
    expect(pathInLocale('/mr#top', 'en')).toBe('/#top');
    expect(pathInLocale('?x=1', 'mr')).toBe('/mr?x=1');
  });

  it('leaves a page already in the target language where it is', () => {
    expect(pathInLocale('/mr/gallery#v', 'mr')).toBe('/mr/gallery#v');
    expect(pathInLocale('/gallery', 'en')).toBe('/gallery');
  });
});

describe('language tags', () => {
  it('give hreflang with the region and <html lang> without', () => {
    expect(hreflang).toEqual({ en: 'en-IN', mr: 'mr-IN' });
    expect(htmlLang).toEqual({ en: 'en', mr: 'mr' });
  });

  it("pick the first of the browser's languages the site has", () => {
    expect(preferredLocale(['mr-IN', 'en-GB'])).toBe('mr');
    expect(preferredLocale(['hi-IN', 'MR'])).toBe('mr');
    expect(preferredLocale(['en-IN', 'mr'])).toBe('en');
    expect(preferredLocale(['hi-IN'])).toBeNull();
  });
});

describe('the server knows the same languages', () => {
  it('names every locale and its address prefix as contracts/site-language.ts does', () => {
    expect([...locales]).toEqual([...siteLanguages]);
    for (const locale of locales) expect(sitePathPrefix(locale)).toBe(localePrefix[locale]);
  });
});

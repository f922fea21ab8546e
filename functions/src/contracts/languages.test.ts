import { describe, expect, it } from 'vitest';
import { defaultLanguage, languageFacts, siteLanguages, translatedLanguages } from './languages';

// Everything else derives addresses from this table by these rules (the Marathi pages at /mr, the
// page functions' edition from a path's first segment): a row that broke them would break routing.
describe('the language table', () => {
  it('puts the default language first, at the root', () => {
    expect(siteLanguages[0]).toBe(defaultLanguage);
    expect(languageFacts[defaultLanguage].pathPrefix).toBe('');
    expect(translatedLanguages).toEqual(siteLanguages.slice(1));
  });

  it('puts every other language under /<its code>, with tags that name it', () => {
    for (const language of translatedLanguages) {
      const facts = languageFacts[language];
      expect(facts.pathPrefix).toBe(`/${language}`);
      expect(facts.htmlLang).toBe(language);
      expect(facts.hreflang.startsWith(`${language}-`)).toBe(true);
      expect(facts.ogLocale.startsWith(`${language}_`)).toBe(true);
    }
  });
});

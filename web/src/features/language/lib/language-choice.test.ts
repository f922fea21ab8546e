import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_CHOICE_KEY,
  languageToOffer,
  readLanguageChoice,
  saveLanguageChoice,
} from '@/features/language/lib/language-choice';

describe('languageToOffer', () => {
  it('offers Marathi on an English page to a Marathi browser that has not chosen', () => {
    expect(languageToOffer('en', null, ['mr-IN', 'en-IN'])).toBe('mr');
    expect(languageToOffer('en', null, ['mr'])).toBe('mr');
  });

  it('offers nothing to other browsers, on the Marathi pages, or once English was chosen', () => {
    expect(languageToOffer('en', null, ['en-IN', 'mr-IN'])).toBeNull();
    expect(languageToOffer('en', null, ['hi-IN'])).toBeNull();
    expect(languageToOffer('mr', null, ['mr-IN'])).toBeNull();
    expect(languageToOffer('en', 'en', ['mr-IN'])).toBeNull();
    // A Marathi page is never followed by an offer of English.
    expect(languageToOffer('mr', null, ['en-GB'])).toBeNull();
  });

  it('offers Marathi again to a visitor who chose it and landed on an English page', () => {
    expect(languageToOffer('en', 'mr', ['en-GB'])).toBe('mr');
  });
});

describe('the stored choice', () => {
  it('is read back, and anything else reads as no choice', () => {
    const storage = new Map<string, string>();
    const fake = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
    };
    expect(readLanguageChoice(fake)).toBeNull();
    saveLanguageChoice(fake, 'mr');
    expect(storage.get(LANGUAGE_CHOICE_KEY)).toBe('mr');
    expect(readLanguageChoice(fake)).toBe('mr');
    storage.set(LANGUAGE_CHOICE_KEY, 'fr');
    expect(readLanguageChoice(fake)).toBeNull();
  });

  it('survives storage that throws', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readLanguageChoice(blocked)).toBeNull();
    expect(() => saveLanguageChoice(blocked, 'en')).not.toThrow();
  });
});

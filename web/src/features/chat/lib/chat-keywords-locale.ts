import type { LocaleKeywords } from '@/features/chat/lib/chat-keywords';

/**
 * Words of this edition in its own script. English needs none beyond chat-keywords.ts; the Marathi
 * edition's twin (chat-keywords-locale.mr.ts) holds its Devanagari words, so English pages carry
 * none of them.
 */
export const localeKeywords: LocaleKeywords = {
  topics: {
    discounts: { strong: '', weak: '' },
    fees: { strong: '', weak: '' },
    trial: { strong: '', weak: '' },
    equipment: { strong: '', weak: '' },
    belts: { strong: '', weak: '' },
    instructors: { strong: '', weak: '' },
    events: { strong: '', weak: '' },
    schedule: { strong: '', weak: '' },
    ages: { strong: '', weak: '' },
    enroll: { strong: '', weak: '' },
    benefits: { strong: '', weak: '' },
    programs: { strong: '', weak: '' },
    contact: { strong: '', weak: '' },
    thanks: { strong: '', weak: '' },
    greeting: { strong: '', weak: '' },
  },
  inflection: { vowels: '', endings: '' },
};

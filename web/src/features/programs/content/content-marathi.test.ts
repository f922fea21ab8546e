import { describe, expect, it } from 'vitest';
import * as beltsEn from '@/features/programs/content/belts';
import * as beltsMr from '@/features/programs/content/belts.mr';
import * as ctaEn from '@/features/programs/content/cta';
import * as ctaMr from '@/features/programs/content/cta.mr';
import * as eligibilityEn from '@/features/programs/content/eligibility';
import * as eligibilityMr from '@/features/programs/content/eligibility.mr';
import * as examsEn from '@/features/programs/content/exams';
import * as examsMr from '@/features/programs/content/exams.mr';
import * as faqEn from '@/features/programs/content/faq';
import * as faqMr from '@/features/programs/content/faq.mr';
import * as heroEn from '@/features/programs/content/hero';
import * as heroMr from '@/features/programs/content/hero.mr';
import * as detailsEn from '@/features/programs/content/program-details';
import * as detailsMr from '@/features/programs/content/program-details.mr';
import * as programsEn from '@/features/programs/content/programs';
import * as programsMr from '@/features/programs/content/programs.mr';
import * as schedulesEn from '@/features/programs/content/schedules';
import * as schedulesMr from '@/features/programs/content/schedules.mr';
import * as testimonialsEn from '@/features/programs/content/testimonials';
import * as testimonialsMr from '@/features/programs/content/testimonials.mr';
import * as uiEn from '@/features/programs/content/ui';
import * as uiMr from '@/features/programs/content/ui.mr';
import * as scheduleTextEn from '@/config/class-schedule-text';
import * as scheduleTextMr from '@/config/class-schedule-text.mr';
import { formatClassTimes } from '@/config/class-schedule';

// Fields that are not words: a Marathi module keeps them exactly as in English.
const FIXED = new Set([
  'id',
  'to',
  'href',
  'image',
  'color',
  'date',
  'startTime',
  'endTime',
  'detail',
  'kind',
  'pattern',
]);
const DEVANAGARI = /\p{Script=Devanagari}/u;

/**
 * Walks an English module's value and its Marathi twin side by side (their shapes are checked by
 * lib/i18n/locale-twins.test.ts): the fixed fields must be equal; collects the Marathi words.
 */
function wordsOfTwin(english: unknown, marathi: unknown, path: string, words: string[]): void {
  if (typeof marathi === 'string') {
    words.push(marathi);
    return;
  }
  if (Array.isArray(english) && Array.isArray(marathi)) {
    english.forEach((item, index) => wordsOfTwin(item, marathi[index], `${path}[${index}]`, words));
    return;
  }
  if (english && typeof english === 'object' && marathi && typeof marathi === 'object') {
    const other = marathi as Record<string, unknown>;
    for (const [key, value] of Object.entries(english)) {
      // 'Date' the heading is a word; '2025-02-23' the date is not.
      const fixed = FIXED.has(key) && !(typeof value === 'string' && /^[A-Z][a-z]+$/.test(value));
      if (fixed) expect(other[key], `${path}.${key}`).toEqual(value);
      else wordsOfTwin(value, other[key], `${path}.${key}`, words);
    }
  }
}

const pairs = [
  ['belts', beltsEn, beltsMr],
  ['cta', ctaEn, ctaMr],
  ['eligibility', eligibilityEn, eligibilityMr],
  ['exams', examsEn, examsMr],
  ['faq', faqEn, faqMr],
  ['hero', heroEn, heroMr],
  ['program-details', detailsEn, detailsMr],
  ['programs', programsEn, programsMr],
  ['schedules', schedulesEn, schedulesMr],
  ['testimonials', testimonialsEn, testimonialsMr],
  ['ui', uiEn, uiMr],
  ['class-schedule-text', scheduleTextEn, scheduleTextMr],
] as const;

describe('Programs page in Marathi', () => {
  it.each(pairs)(
    '%s.mr.ts keeps the fixed fields and writes every word in Devanagari',
    (_name, en, mr) => {
      const strings: string[] = [];
      wordsOfTwin(en, mr, _name, strings);
      const words = strings.filter(
        (text) => /\p{L}/u.test(text) && !text.startsWith('/') && !text.startsWith('#'),
      );
      for (const text of words) expect(text, text).toMatch(DEVANAGARI);
    },
  );

  it('writes times the Marathi way, with Latin digits', () => {
    expect(formatClassTimes(scheduleTextMr.classTimes.children)).toBe(
      'सोमवार व बुधवार सायं. 4:00 ते 5:00, शनिवार सकाळी 10:00 ते 11:00',
    );
    const all = JSON.stringify(pairs.map(([, , mr]) => mr));
    expect(all).not.toMatch(/[०-९]/u);
  });

  it('names belts in Marathi with the English in brackets', () => {
    expect(beltsMr.beltSection.belts.map((belt) => belt.name)).toContain(
      'पिवळा बेल्ट (Yellow\u00A0Belt)',
    );
    for (const belt of beltsMr.beltSection.belts)
      expect(belt.name).toMatch(/^\S.* बेल्ट \([^ ]+\u00A0Belt\)$/u);
  });

  it('quotes the Marathi program benefits in the details and the Marathi times in the cards', () => {
    expect(detailsMr.programDetails.children.benefits).toBe(
      programsMr.programsSection.programs[0]?.benefits,
    );
    expect(programsMr.programsSection.programs[0]?.schedule).toBe(
      scheduleTextMr.classTimes.children,
    );
  });
});

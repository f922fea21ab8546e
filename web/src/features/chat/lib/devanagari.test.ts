import { describe, expect, it } from 'vitest';
import { tokenize } from '@/features/chat/lib/chat-rules';
import { localeKeywords } from '@/features/chat/lib/chat-keywords-locale.mr';
import { foldDevanagari, inflectionTest } from '@/features/chat/lib/devanagari';

const fold = (word: string) => foldDevanagari(word.normalize('NFKD'));
const isInflectionOf = inflectionTest(
  localeKeywords.inflection.vowels,
  localeKeywords.inflection.endings,
);

describe('Devanagari normalisation', () => {
  it('keeps vowel signs as part of the word and splits on spaces, punctuation and the danda', () => {
    expect(tokenize('फी किती आहे? वर्ग कधी।सांगा')).toEqual(
      ['फी', 'किती', 'आहे', 'वर्ग', 'कधी', 'सांगा'].map(fold),
    );
  });

  it('treats precomposed and decomposed spellings alike (canonical equivalence)', () => {
    const precomposed = '\u0958\u093E'; // क़ा as one letter
    const decomposed = '\u0915\u093C\u093E'; // क + nukta + ा
    expect(tokenize(precomposed)).toEqual(tokenize(decomposed));
  });

  it('folds the usual slips to one spelling', () => {
    expect(tokenize('फ़ीस')).toEqual(tokenize('फीस')); // nukta
    expect(tokenize('फि किति')).toEqual(tokenize('फी किती')); // short and long i
    expect(tokenize('कलास')).toEqual(tokenize('क्लास')); // missing halant
    expect(tokenize('बॅच')).toEqual(tokenize('बेच')); // candra e
    expect(tokenize('वेलापत्रक')).toEqual(tokenize('वेळापत्रक')); // ळ / ल
    expect(tokenize('प्रशिक्षन')).toEqual(tokenize('प्रशिक्षण')); // ण / न
    expect(tokenize('अ\u200Dॅडमिशन')).toEqual(tokenize('अॅडमिशन')); // zero-width joiner
  });

  it('has no case to lower, and leaves Latin handling as it was', () => {
    expect(tokenize('Fees किती?')).toEqual(['fees', fold('किती')]);
    expect(tokenize('Café')).toEqual(['cafe']);
  });

  it('reads Devanagari digits as Latin ones', () => {
    expect(tokenize('वय ६ वर्षे')).toEqual([fold('वय'), '6', fold('वर्षे')]);
  });
});

describe('Marathi endings', () => {
  it('are none in a language without them', () => {
    expect(inflectionTest('', '')(fold('फीबद्दल'), fold('फी'))).toBe(false);
  });

  it.each([
    ['फीबद्दल', 'फी'],
    ['वर्गांची', 'वर्ग'],
    ['स्पर्धेत', 'स्पर्धा'],
    ['स्पर्धांबद्दल', 'स्पर्धा'],
    ['वयाच्या', 'वय'],
    ['क्लासेस', 'क्लास'],
    ['बेल्टसाठी', 'बेल्ट'],
    ['परीक्षेची', 'परीक्षा'],
  ])('%s is a form of %s', (token, word) => {
    expect(isInflectionOf(fold(token), fold(word))).toBe(true);
  });

  it.each([
    ['फिरायला', 'फी'],
    ['सराव', 'सर'],
    ['गुरुवार', 'गुरू'],
    ['वर्षभर', 'वर्ष'],
    ['सुटी', 'सूट'],
  ])('%s is another word than %s', (token, word) => {
    expect(isInflectionOf(fold(token), fold(word))).toBe(false);
  });
});

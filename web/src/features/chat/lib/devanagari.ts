/**
 * Devanagari as people type it on phones, made comparable. Marathi has no letter case, so instead
 * of lower-casing, the spellings people mix up are folded to one form, the same on the keywords
 * and on the question: long and short ि/ी and ु/ू, a missing or extra halant (क्लास / कलास),
 * nukta (फ़ी / फी), chandrabindu, the English-loan candra vowels (बॅच / बेच), and the consonants
 * Hindi and Marathi keyboards swap (ळ/ल, ण/न, ष/श). Devanagari digits become Latin ones.
 * The text must already be in a canonical form (tokenize applies NFKD first).
 */
// Nukta and halant, as alternatives: in a character class they would read as one combined sign.
const DROPPED = /\u093C|\u094D/gu;
const FOLDS: Readonly<Record<string, string>> = {
  '\u0901': '\u0902', // ँ → ं
  '\u0940': '\u093F', // ी → ि
  '\u0942': '\u0941', // ू → ु
  '\u0908': '\u0907', // ई → इ
  '\u090A': '\u0909', // ऊ → उ
  '\u0945': '\u0947', // ॅ → े
  '\u0949': '\u094B', // ॉ → ो
  '\u090D': '\u090F', // ऍ → ए
  '\u0911': '\u0913', // ऑ → ओ
  '\u0972': '\u090F', // ॲ → ए
  '\u0933': '\u0932', // ळ → ल
  '\u0923': '\u0928', // ण → न
  '\u0937': '\u0936', // ष → श
};
// Alternatives, not a character class: a class of vowel signs reads as one combined sign.
const FOLDABLE = new RegExp(Object.keys(FOLDS).join('|'), 'gu');
const DIGIT = /[\u0966-\u096F]/gu;
const DEVANAGARI = /\p{Script=Devanagari}/u;

export function foldDevanagari(text: string): string {
  return text
    .replace(DROPPED, '')
    .replace(FOLDABLE, (letter) => FOLDS[letter] ?? letter)
    .replace(DIGIT, (digit) => String((digit.codePointAt(0) ?? 0x966) - 0x966));
}

export const isDevanagari = (word: string) => DEVANAGARI.test(word);

const FINAL_VOWEL_SIGN = /[\u093E-\u094C]$/u;
/** A shorter stem than this would make ordinary words look like inflections of a keyword. */
const MIN_STEM = 2;

export type InflectionTest = (token: string, word: string) => boolean;

const folded = (list: string) =>
  list
    .split(',')
    .map((part) => foldDevanagari(part.trim().normalize('NFKD')))
    .filter(Boolean)
    .join('|');

/**
 * Whether a folded Devanagari token is a folded keyword with endings of the language (see
 * LocaleKeywords.inflection): the keyword itself plus endings ("फि" + "बददल"), or the keyword
 * without its final vowel sign plus endings ("सपरधा" → "सपरध" + "ेत").
 */
export function inflectionTest(vowels: string, endings: string): InflectionTest {
  if (!vowels && !endings) return () => false;
  const ending = new RegExp(`^(?:${folded(vowels)})?(?:${folded(endings)}){0,2}$`, 'u');
  return (token, word) => {
    const stems = [word];
    const bare = word.replace(FINAL_VOWEL_SIGN, '');
    if (bare !== word && bare.length >= MIN_STEM) stems.push(bare);
    return stems.some(
      (stem) =>
        token.length > stem.length &&
        token.startsWith(stem) &&
        ending.test(token.slice(stem.length)),
    );
  };
}

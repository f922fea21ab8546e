import { type LocaleKeywords, topicKeywords } from '@/features/chat/lib/chat-keywords';
import { localeKeywords } from '@/features/chat/lib/chat-keywords-locale';
import type { ChatAnswers, ChatTopic } from '@/features/chat/lib/chat-types';
import {
  foldDevanagari,
  type InflectionTest,
  inflectionTest,
  isDevanagari,
} from '@/features/chat/lib/devanagari';
import { editDistance } from '@/features/chat/lib/edit-distance';

/**
 * The assistant's understanding: keyword rules over the typed text, no network.
 * Pure functions, so every rule is unit-tested without rendering anything.
 */

const STRONG_WEIGHT = 2;
const WEAK_WEIGHT = 1;
/** Shorter words are matched exactly: one slip in 'fees' or 'belt' already makes another word. */
const FUZZY_MIN_LENGTH = 7;
const TWO_SLIPS_MIN_LENGTH = 10;

interface Keyword {
  words: readonly string[];
  weight: number;
}

interface TopicRule {
  topic: ChatTopic;
  keywords: readonly Keyword[];
}

// Accents are marks on Latin letters; Devanagari's vowel signs are marks too, but they are letters
// of the word (फी is not फ), so only marks outside Devanagari are dropped.
const NON_DEVANAGARI_MARK = /(?!\p{Script=Devanagari})\p{M}/gu;
// Zero-width joiners and the like, which Marathi keyboards put inside words (अ‍ॅ, र्‍य).
const FORMAT_CHARACTER = /\p{Cf}/gu;

/**
 * Canonical form (NFKD, so a precomposed and a decomposed spelling are the same), lower case,
 * Latin accents dropped, Devanagari folded (see devanagari.ts), every run of punctuation or
 * spacing (the danda too) turned into one break.
 */
export function tokenize(text: string): string[] {
  const canonical = text
    .normalize('NFKD')
    .replace(FORMAT_CHARACTER, '')
    .replace(NON_DEVANAGARI_MARK, '');
  return foldDevanagari(canonical)
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

export function isBlank(text: string): boolean {
  return text.trim() === '';
}

const parseList = (list: string | undefined, weight: number): Keyword[] =>
  (list ?? '')
    .split(',')
    .map((entry) => tokenize(entry))
    .filter((words) => words.length > 0)
    .map((words) => ({ words, weight }));

export interface ChatRules {
  topics: readonly TopicRule[];
  inflected: InflectionTest;
}

/** The shared words plus one edition's own; the build's edition is the default of every call. */
export function buildRules(local: LocaleKeywords): ChatRules {
  return {
    topics: topicKeywords.map(({ topic, strong, weak }) => ({
      topic,
      keywords: [
        ...parseList(strong, STRONG_WEIGHT),
        ...parseList(weak, WEAK_WEIGHT),
        ...parseList(local.topics[topic].strong, STRONG_WEIGHT),
        ...parseList(local.topics[topic].weak, WEAK_WEIGHT),
      ],
    })),
    inflected: inflectionTest(local.inflection.vowels, local.inflection.endings),
  };
}

const editionRules = buildRules(localeKeywords);

/** The word itself and its singular guesses ('classes' → 'classe', 'class'). */
function forms(token: string): string[] {
  const result = [token];
  if (token.length > 3 && token.endsWith('s')) result.push(token.slice(0, -1));
  if (token.length > 4 && token.endsWith('es')) result.push(token.slice(0, -2));
  return result;
}

function wordMatches(token: string, word: string, inflected: InflectionTest): boolean {
  const candidates = forms(token);
  if (candidates.includes(word)) return true;
  // Devanagari slips are folded away instead; letter-level edits of an abugida mostly make
  // another word (प्रशिक्षक, trainer / प्रशिक्षण, training), but Marathi endings must be read.
  if (isDevanagari(word)) return inflected(token, word);
  if (word.length < FUZZY_MIN_LENGTH) return false;
  const limit = word.length >= TWO_SLIPS_MIN_LENGTH ? 2 : 1;
  // Typing slips rarely hit the first letter; requiring it keeps unrelated words apart.
  return candidates.some((form) => form[0] === word[0] && editDistance(form, word, limit) <= limit);
}

function containsKeyword(
  tokens: readonly string[],
  words: readonly string[],
  inflected: InflectionTest,
): boolean {
  for (let start = 0; start + words.length <= tokens.length; start += 1) {
    const here = (word: string, offset: number) =>
      wordMatches(tokens[start + offset] ?? '', word, inflected);
    if (words.every(here)) return true;
  }
  return false;
}

/** Points per topic for a question, for tests and for matchTopic. */
export function scoreTopics(text: string, rules = editionRules): Map<ChatTopic, number> {
  const tokens = tokenize(text);
  const scores = new Map<ChatTopic, number>();
  for (const rule of rules.topics) {
    const score = rule.keywords
      .filter((keyword) => containsKeyword(tokens, keyword.words, rules.inflected))
      .reduce((sum, keyword) => sum + keyword.weight, 0);
    if (score > 0) scores.set(rule.topic, score);
  }
  return scores;
}

/** The topic with the most points; on a tie the one listed first; 'fallback' when nothing fits. */
export function matchTopic(text: string, rules = editionRules): ChatTopic {
  let best: ChatTopic = 'fallback';
  let bestScore = 0;
  for (const [topic, score] of scoreTopics(text, rules)) {
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  return best;
}

/** The assistant's reply, or null for blank input (which the chat ignores). */
export function replyTo(text: string, answers: ChatAnswers, rules = editionRules): string | null {
  if (isBlank(text)) return null;
  return answers[matchTopic(text, rules)];
}

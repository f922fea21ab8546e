// Every rank in words, for the cards, tables and certificates that name one.
import type { RankId } from '@contracts/ranks';

/** A rank in words, as a parent reads it on a card. */
export const rankLabels: Readonly<Record<RankId, string>> = {
  white: 'White belt',
  yellow: 'Yellow belt',
  'yellow-green': 'Yellow-green belt',
  green: 'Green belt',
  'green-blue': 'Green-blue belt',
  blue: 'Blue belt',
  'blue-red': 'Blue-red belt',
  red: 'Red belt',
  'red-advanced': 'Red belt (advanced)',
  'red-black': 'Red-black belt',
  black: 'Black belt',
  'dan-1': 'Black belt, 1st Dan',
  'dan-2': 'Black belt, 2nd Dan',
  'dan-3': 'Black belt, 3rd Dan',
  'dan-4': 'Black belt, 4th Dan',
  'dan-5': 'Black belt, 5th Dan',
  'dan-6': 'Black belt, 6th Dan',
  'dan-7': 'Black belt, 7th Dan',
  'dan-8': 'Black belt, 8th Dan',
  'dan-9': 'Black belt, 9th Dan',
};

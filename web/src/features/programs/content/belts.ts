import { beltNames } from '@/config/class-schedule';
import type { Belt, SectionIntro } from '@/features/programs/content/types';

export interface BeltSectionCopy extends SectionIntro {
  belts: readonly Belt[];
}

const white = '#ffffff';
const yellow = '#f5c542';
const green = '#3f8f4f';
const blue = '#2f5fa8';
const red = '#b3262e';
const black = '#141b34';

/** Belt Ranking System: the 11 belts from first class to first black belt, in order. */
export const beltSection: BeltSectionCopy = {
  heading: 'Belt Ranking System',
  intro:
    'Students progress through ten coloured-belt grades (Gup) before the black belt (Dan). Each colour marks a stage of growth in skill and character.',
  belts: [
    {
      id: 'white',
      name: beltNames['white'],
      rank: '10th Gup',
      color: white,
      meaning: 'A fresh start: the student has no knowledge of Taekwon-Do yet.',
    },
    {
      id: 'yellow',
      name: beltNames['yellow'],
      rank: '9th Gup',
      color: yellow,
      meaning: 'The earth in which the seed of Taekwon-Do takes root.',
    },
    {
      id: 'yellow-green',
      name: beltNames['yellow-green'],
      rank: '8th Gup',
      color: yellow,
      second: { color: green, pattern: 'stripe' },
      meaning: 'The first shoots appear as the basics become steady.',
    },
    {
      id: 'green',
      name: beltNames['green'],
      rank: '7th Gup',
      color: green,
      meaning: 'The plant grows as skills begin to develop.',
    },
    {
      id: 'green-blue',
      name: beltNames['green-blue'],
      rank: '6th Gup',
      color: green,
      second: { color: blue, pattern: 'stripe' },
      meaning: 'Growth continues upwards, towards the sky.',
    },
    {
      id: 'blue',
      name: beltNames['blue'],
      rank: '5th Gup',
      color: blue,
      meaning: 'The sky the plant reaches for as training deepens.',
    },
    {
      id: 'blue-red',
      name: beltNames['blue-red'],
      rank: '4th Gup',
      color: blue,
      second: { color: red, pattern: 'stripe' },
      meaning: 'Technique matures and control becomes the focus.',
    },
    {
      id: 'red',
      name: beltNames['red'],
      rank: '3rd Gup',
      color: red,
      meaning: 'Danger: the student has power and must learn to control it.',
    },
    {
      id: 'red-advanced',
      name: beltNames['red-advanced'],
      rank: '2nd Gup',
      color: red,
      second: { color: black, pattern: 'stripe' },
      meaning: 'Advanced techniques are refined with care and restraint.',
    },
    {
      id: 'red-black',
      name: beltNames['red-black'],
      rank: '1st Gup',
      color: red,
      second: { color: black, pattern: 'half' },
      meaning: 'The last step before black belt; at least a year of preparation.',
    },
    {
      id: 'black',
      name: beltNames['black'],
      rank: '1st Dan',
      color: black,
      meaning: 'Maturity and calm confidence: the start of a deeper journey.',
    },
  ],
};

import type { SectionIntro } from '@/features/programs/content/types';

export interface EligibilityRule {
  id: string;
  program: string;
  requirement: string;
}

export interface EligibilitySectionCopy extends SectionIntro {
  rules: readonly EligibilityRule[];
  /** Rules about moving up once enrolled. */
  progressionHeading: string;
  progression: readonly string[];
}

/** The association's age bands and eligibility. */
export const eligibilitySection: EligibilitySectionCopy = {
  heading: 'Who Can Join',
  intro:
    'Beginners start in the program for their age. The advanced programs are open once you reach the belt shown.',
  rules: [
    {
      id: 'children',
      program: "Children's Program",
      requirement: 'Ages 5-12, no experience needed',
    },
    { id: 'teens', program: 'Teens Program', requirement: 'Ages 13-17, no experience needed' },
    { id: 'adults', program: 'Adults Program', requirement: 'Ages 18+, no experience needed' },
    { id: 'competition', program: 'Competition Team', requirement: 'At least a green belt' },
    { id: 'black-belt', program: 'Black Belt Program', requirement: '1st Dan or higher' },
    { id: 'instructor', program: 'Instructor Training', requirement: '1st Dan or higher' },
  ],
  progressionHeading: 'Moving up',
  progression: [
    'Promotion from 1st to 2nd Dan takes 2-3 years.',
    'The Black Belt exam needs 1 year as a red-black belt, recommendation letters and a thesis.',
    'Registration for the Winter exam closes two weeks before the event.',
  ],
};

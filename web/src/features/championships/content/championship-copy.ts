import type { Discipline } from '@contracts/championship-rules';

// Words of the championship part of an event page and the labels every championship screen
// shares. The end-to-end tests find controls by these words, so change them there too.

export const disciplineLabels: Record<Discipline, string> = {
  kyorugi: 'Kyorugi (sparring)',
  poomsae: 'Poomsae (forms)',
};

export const championshipCopy = {
  heading: 'Championship entries',
  loading: 'Loading the divisions and entries…',
  loadFailed: 'The divisions and entries could not be loaded. Please try again.',
  retry: 'Try again',
  closesOn: (date: string) => `Entries close at the end of ${date}.`,
  closed: 'Entries are closed.',
  year: (year: number) => `Ages are counted for the competition year ${year}.`,
  disciplines: (list: string) => `Disciplines: ${list}.`,
  enter: 'Enter an athlete',
  squad: 'Enter your club’s squad',
  weighIn: 'Weigh-in desk',
  scoring: 'Scoring',
  brackets: 'Brackets and results',
  office: 'Entries for the office',
  total: (count: number) => (count === 1 ? '1 entry so far' : `${count} entries so far`),
  noEntries: 'No entries yet.',
  divisionsHeading: 'Divisions with entries',
  allDivisions: (count: number) => `All ${count} divisions, with their entries`,
  columns: { division: 'Division', entries: 'Entries' },
  entriesIn: (division: string) => `Entries in ${division}`,
  entryLine: (name: string, club: string) => `${name}, ${club}`,
  listsNote:
    'Each list shows the athlete’s name and club only. Seen once, this page can be read without a signal.',
} as const;

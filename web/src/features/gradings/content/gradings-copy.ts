import type { PageCopy } from '@/components/ui/page-intro';

// The office's gradings (/admin/gradings, /admin/gradings/<id>): made for a phone at the venue.

export const gradingsIntro: PageCopy = {
  heading: 'Gradings',
  intro:
    'Create the grading, then open it at the venue to add the candidates, record each result and issue the certificates.',
};

export const gradingIntro: PageCopy = {
  heading: 'Grading',
  intro: 'Add the candidates, record pass or fail and the new rank, then issue the certificates.',
};

export const gradingsCopy = {
  backToAdmin: 'Back to Admin',
  backToGradings: 'All gradings',
  form: {
    heading: 'New grading',
    date: 'Date',
    city: 'City',
    venue: 'Venue',
    examiners: 'Examiners',
    examinersHint: 'One name per line.',
    submit: 'Create grading',
    created: 'Grading created.',
  },
  list: {
    heading: 'All gradings',
    empty: 'No gradings yet.',
    loading: 'Loading gradings…',
    loadFailed: 'The gradings could not be loaded. Please try again.',
    retry: 'Try again',
    summary: (results: number, passes: number) =>
      results === 0 ? 'No results yet' : `${results} results, ${passes} passed`,
  },
  facts: (date: string, city: string, venue: string) => `${date}, ${venue}, ${city}`,
  examinedBy: (names: string) => `Examiners: ${names}`,
  loading: 'Loading the grading…',
  loadFailed: 'The grading could not be loaded. Please try again.',
  search: {
    heading: 'Add candidates',
    label: 'Name or membership number',
    button: 'Search',
    searching: 'Searching…',
    none: (q: string) => `No athlete matches “${q}”.`,
    add: (name: string) => `Add ${name}`,
    added: 'Added',
    failed: 'The search failed. Please try again.',
  },
  candidates: {
    heading: 'Candidates',
    empty: 'No candidates yet: search above to add them.',
    current: (rank: string) => `Now: ${rank}`,
    result: 'Result',
    pass: 'Pass',
    fail: 'Fail',
    rank: 'Rank examined for',
    remove: (name: string) => `Remove ${name}`,
    removeShort: 'Remove',
    noHigherRank: 'Already at the highest rank.',
  },
  record: {
    button: (count: number) =>
      count === 1
        ? 'Record 1 result and issue its certificate'
        : `Record ${count} results and issue certificates`,
    sending: 'Recording…',
    done: (issued: number) =>
      issued === 1 ? '1 certificate issued.' : `${issued} certificates issued.`,
  },
  recorded: {
    heading: 'Results recorded',
    empty: 'No results recorded yet.',
    pass: 'Passed',
    fail: 'Did not pass',
    certificate: (number: string) => `Certificate ${number}`,
  },
};

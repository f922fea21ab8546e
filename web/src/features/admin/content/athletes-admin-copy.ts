import type { PageCopy } from '@/components/ui/page-intro';

// The office's athlete search (/admin/athletes).

export const athletesAdminIntro: PageCopy = {
  heading: 'Athletes',
  intro:
    'Find an athlete by name or membership number. The table shows what the office needs to check: club, rank, guardians and the consent on record.',
};

export const athletesAdminCopy = {
  backToAdmin: 'Back to Admin',
  search: {
    legend: 'Search athletes',
    label: 'Name or membership number',
    button: 'Search',
  },
  columns: {
    membershipNumber: 'Membership number',
    name: 'Athlete',
    born: 'Date of birth',
    club: 'Club',
    rank: 'Rank',
    guardians: 'Guardians',
    consent: 'Consent',
  },
  consent: {
    recorded: 'Recorded',
    recordedDetail: (date: string, version: string) => `${date}, notice ${version}`,
    notNeeded: 'Not needed (adult)',
    missing: 'Missing',
  },
  count: (count: number) => (count === 1 ? '1 athlete' : `${count} athletes`),
  countFor: (count: number, q: string) =>
    `${count === 1 ? '1 athlete' : `${count} athletes`} for “${q}”`,
  empty: 'No athletes yet.',
  emptyFor: (q: string) => `No athlete matches “${q}”.`,
  clear: 'Show all',
  loading: 'Searching…',
  loadFailed: 'The athletes could not be loaded. Please try again.',
  retry: 'Try again',
};

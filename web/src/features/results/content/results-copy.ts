// A championship's results on its event page, and the finished championships in the Achievements
// tab of /events. Medallists are shown by name and club only.

export const resultsCopy = {
  heading: 'Results',
  loading: 'Loading the results…',
  loadFailed: 'The results could not be loaded. Please try again.',
  retry: 'Try again',
  noneYet:
    'No final has been decided yet. Each division’s medals appear here once its final is fought.',
  progress: (decided: number, total: number) =>
    total === decided
      ? 'Every division is decided.'
      : `${decided} of ${total} divisions decided so far; this page updates by itself.`,
  medals: { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' },
  divisionsLabel: 'Medallists by division',
  tally: {
    heading: 'Medal tally by club',
    caption: 'Medals won by each club in this championship',
    columns: { club: 'Club', gold: 'Gold', silver: 'Silver', bronze: 'Bronze', total: 'Total' },
  },
  achievements: {
    heading: 'Championship results',
    intro: 'Championships run on this site, with the medals each club won.',
    tallyCaption: (title: string) => `Medals won by each club at ${title}`,
    viewResults: (title: string) => `All results of ${title}`,
  },
};

export type ResultsCopy = typeof resultsCopy;

// Words of the office's championship screens: opening a tournament for entries, the entries per
// division and club, and naming officials and coaches. The end-to-end tests find controls by
// these words, so change them there too.

export const settingsCopy = {
  heading: 'Championship entries',
  intro:
    'Open this tournament for entries by guardians and club coaches. Divisions come from the World Taekwondo rules file; ages are counted by the competition year.',
  notOpen: 'Not open for entries yet.',
  openNow: (date: string) => `Open for entries until the end of ${date}.`,
  closedNow: 'Entries are closed.',
  disciplines: 'Disciplines',
  entryDeadline: 'Entry deadline (last day)',
  competitionYear: 'Competition year',
  submit: {
    open: { idle: 'Open for entries', busy: 'Opening…' },
    save: { idle: 'Save entry settings', busy: 'Saving…' },
  },
  saved: 'Entry settings saved.',
  failed: 'The settings could not be saved. Please try again.',
  loading: 'Loading the entry settings…',
  viewPage: 'See the championship’s page',
  viewEntries: 'See the entries',
} as const;

export const officeCopy = {
  backToAdmin: 'Back to Admin',
  loading: 'Loading the entries…',
  loadFailed: 'The entries could not be loaded. Please try again.',
  retry: 'Try again',
  total: (count: number) => (count === 1 ? '1 entry' : `${count} entries`),
  byDivision: 'Entries per division',
  byClub: 'Entries per club',
  columns: { division: 'Division', club: 'Club', count: 'Entries' },
  none: 'No entries yet.',
  download: 'Download the entry list (CSV)',
  downloading: 'Preparing the file…',
  downloadFailed: 'The file could not be made. Please try again.',
  downloadHint: 'Every entry with its division, status and weights; opens in any spreadsheet.',
  weighInDesk: 'Open the weigh-in desk',
  scoring: 'Open the scoring screen',
} as const;

export const peopleCopy = {
  backToAdmin: 'Back to Admin',
  find: { region: 'Find an account', label: 'Email address of the account', button: 'Find' },
  notFound: (email: string) => `No account uses ${email}. They must register first.`,
  lookupFailed: 'The account could not be looked up. Please try again.',
  holdersHeading: 'Officials and coaches now',
  holdersNone: 'Nobody holds either role yet.',
  holdersFailed: 'The list could not be loaded.',
  official: 'Official (weigh-in desk)',
  coachOf: 'Coach of',
  noClub: 'Not a coach',
  save: { idle: 'Save roles', busy: 'Saving…' },
  saved: (name: string) => `Roles of ${name} saved`,
  saveFailed: 'The roles could not be saved. Please try again.',
  isAdmin: 'Office (admin)',
  roleSummary: (official: boolean, club: string | null) =>
    [official ? 'Official' : '', club ? `Coach of ${club}` : ''].filter(Boolean).join(', ') ||
    'No role',
  edit: (name: string) => `Change the roles of ${name}`,
  unnamed: 'No name given',
} as const;

// Texts of the championship forms and answers in English (the Marathi twin is beside it).
export const championshipMessages = {
  disciplinesRequired: 'Choose at least one discipline',
  disciplinesRepeated: 'Each discipline once',
  competitionYearInvalid: 'Enter the competition year, e.g. 2026',
  deadlineAfterStart: 'The entry deadline must be on or before the first day of the championship',
  notATournament: 'Only a tournament can be opened for entries',
  hasEntries:
    'Entries already exist: the competition year cannot change, nor a discipline with entries be removed',
  championshipNotFound: 'This event is not open for entries',
  athleteRequired: 'Choose an athlete',
  weightInvalid: 'Enter the weight in kilograms',
  weightOutOfRange: 'Enter a weight from 15 to 200 kg',
  weightPrecision: 'Enter the weight to at most two decimals',
  disciplineNotOffered: 'This championship does not hold that discipline',
  entriesClosed: 'Entries for this championship are closed',
  duplicateEntry: 'This athlete is already entered in this discipline',
  entryNotFound: 'Entry not found',
  otherClub: 'You coach another club: only its own athletes can be entered by you',
  entryWithdrawn: 'This entry was withdrawn',
  notWeighable: 'Only a kyorugi entry that is entered or waiting for a weigh-in can be weighed',
  noDecisionPending: 'This entry is not waiting for a decision',
  decisionRequired: 'Choose move or disqualify',
  notOfficial: 'Only an official or the office can do this',
  notCoach: 'Only a club coach can do this',
  userNotFound: 'No account with that id',
} as const;
export type ChampionshipMessageKey = keyof typeof championshipMessages;

// Texts of the draw, the brackets and the results in English (the Marathi twin is beside it).
export const bracketMessages = {
  reasonRequired: 'Say why the championship is drawn again (at least 10 characters)',
  reasonTooLong: 'Keep the reason under 500 characters',
  reasonWithoutRedraw: 'A reason is only given for a redraw',
  winnerRequired: 'Choose the winner',
  alreadyDrawn: 'This championship is already drawn: a redraw needs a reason',
  notDrawn: 'This championship has not been drawn yet',
  matchNotFound: 'No such match in this championship',
  matchNotReady: 'Both athletes of this match are not known yet',
  notInMatch: 'The winner must be one of the two athletes of this match',
  matchLocked: 'The next match already has a result: this one can no longer be changed',
} as const;
export type BracketMessageKey = keyof typeof bracketMessages;

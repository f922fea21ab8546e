// Words of the office's draw control on the championship's office page. The end-to-end tests find
// controls by these words, so change them there too.

export const drawCopy = {
  heading: 'The draw',
  loading: 'Checking whether the championship has been drawn…',
  loadFailed: 'Whether the championship has been drawn could not be checked. Please try again.',
  retry: 'Try again',
  notDrawn:
    'Not drawn yet. When every weigh-in is decided, close the entries and draw every division at once.',
  draw: 'Close entries and draw',
  confirmLabel: 'Close entries and draw every division',
  confirmPoints: [
    'Entries close for good: nobody can enter or withdraw an athlete after this.',
    'Every division is drawn now, from a random seed, with byes where a division is not full.',
    'The brackets are public at once, with the seed and the entries hash anyone can check.',
  ],
  undecidedWarning: (count: number) =>
    count === 1
      ? '1 weigh-in is still waiting for a decision: decide it at the weigh-in desk first.'
      : `${count} weigh-ins are still waiting for a decision: decide them at the weigh-in desk first.`,
  drawNow: { idle: 'Draw now', busy: 'Drawing…' },
  cancel: 'Cancel',
  undecided: (count: number | null) =>
    count === null || count === 0
      ? 'Some weigh-ins are still waiting for a decision. Decide them at the weigh-in desk, then draw.'
      : count === 1
        ? '1 weigh-in is still waiting for a decision. Decide it at the weigh-in desk, then draw.'
        : `${count} weigh-ins are still waiting for a decision. Decide them at the weigh-in desk, then draw.`,
  openDesk: 'Open the weigh-in desk',
  alreadyDrawn:
    'This championship had already been drawn, perhaps from another screen. Its draw is shown here.',
  failed: 'The draw could not be made. Please try again.',
  drawnHeading: 'Drawn',
  drawnSummary: (divisions: number, bouts: number) =>
    `${divisions === 1 ? '1 division' : `${divisions} divisions`}, ${bouts === 1 ? '1 bout' : `${bouts} bouts`} to fight. Entries are closed.`,
  scoredSoFar: (count: number) =>
    `${count === 1 ? '1 bout has' : `${count} bouts have`} been scored, so the draw can no longer be redone: correct a wrong result bout by bout on the scoring screen.`,
  seed: 'Seed',
  entriesHash: 'Entries hash',
  proofNote:
    'With the seed and the entries, anyone can run the draw again on the public brackets page and see that it checks out.',
  publicBrackets: 'See the public brackets',
  redraw: 'Redraw…',
  redrawLabel: 'Redraw every division',
  redrawPoints: [
    'Every division is drawn again from a new seed; the brackets change for everyone.',
    'Possible only until the first bout is scored: the day’s results are never thrown away.',
    'The reason is kept in the championship’s record with your name.',
  ],
  reason: 'Reason for the redraw',
  reasonHint: 'For example: an athlete was left out by mistake. Shown in the audit record.',
  redrawNow: { idle: 'Redraw now', busy: 'Redrawing…' },
  redrawn: 'Redrawn. The new draw is below.',
  drawn: 'Drawn. Entries are closed and the brackets are public.',
} as const;

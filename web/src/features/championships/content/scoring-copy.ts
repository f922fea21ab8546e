import type { PageCopy } from '@/components/ui/page-intro';

// Words of the officials' scoring screen at the mat table. The end-to-end tests find controls by
// these words, so change them there too.

export const scoringIntro: PageCopy = {
  heading: 'Scoring',
  intro:
    'Pick your division, tap the winner of the bout, check and confirm. The winner goes on to the next bout at once.',
};

export const scoringCopy = {
  notOfficial: 'The scoring screen is for officials named by the office.',
  loading: 'Loading the brackets…',
  loadFailed: 'The brackets could not be loaded. Please try again.',
  notDrawn: 'This championship has not been drawn yet. The office draws it when entries close.',
  retry: 'Try again',
  refresh: 'Refresh',
  division: 'Division',
  divisionOption: (name: string, ready: number, finished: boolean) =>
    finished
      ? `${name} — finished`
      : ready === 0
        ? `${name} — waiting`
        : `${name} — ${ready === 1 ? '1 bout' : `${ready} bouts`} to score`,
  readyHeading: 'Next bouts',
  readyCount: (count: number) =>
    count === 0
      ? 'No bout is ready to score in this division.'
      : count === 1
        ? '1 bout is ready to score.'
        : `${count} bouts are ready to score.`,
  round: (round: number, rounds: number) =>
    round === rounds
      ? 'Final'
      : round === rounds - 1
        ? 'Semi-final'
        : round === rounds - 2
          ? 'Quarter-final'
          : `Round ${round}`,
  bout: (roundName: string, position: number) => `${roundName}, bout ${position}`,
  red: 'Red',
  blue: 'Blue',
  pickWinner: (bout: string) => `Winner of ${bout}`,
  confirmQuestion: (name: string, corner: string, club: string) =>
    `${name} (${corner}, ${club}) wins?`,
  confirm: { idle: 'Confirm winner', busy: 'Sending…' },
  change: 'Change',
  chosen: 'Chosen',
  sent: (name: string, bout: string) => `${name} wins ${bout}. Sent.`,
  notSent:
    'Not sent: no answer from the server. Your choice is kept here; try again when the signal is back.',
  tryAgain: 'Try again',
  refused: (message: string) => `Not accepted: ${message}`,
  decidedHeading: 'Decided bouts',
  noneDecided: 'No bout has been decided in this division yet.',
  beat: (winner: string, loser: string) => `${winner} beat ${loser}`,
  winner: 'Winner',
  correct: (bout: string) => `Correct ${bout}`,
  correctQuestion: (bout: string, name: string) => `Make ${name} the winner of ${bout} instead?`,
  correctNow: { idle: 'Change the winner', busy: 'Sending…' },
  cancel: 'Cancel',
  corrected: (name: string, bout: string) => `${name} is now the winner of ${bout}. Sent.`,
  locked: (next: string) =>
    `Cannot be corrected: ${next} has been scored. Correct ${next} first, if it is wrong too.`,
  medalsHeading: 'Medallists',
  finished: 'This division is finished.',
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
  medallist: (name: string, club: string) => `${name}, ${club}`,
  brackets: 'See the public brackets',
  allFinished: 'Every division is finished.',
} as const;

import type { PageCopy } from '@/components/ui/page-intro';

// The words of the public bracket page (/events/<id>/brackets). A parent in the hall reads it on a
// phone, so each line says plainly who fights whom and who won, never by colour alone. The
// end-to-end tests find controls by these words, so change them there too.

export const bracketsIntro: PageCopy = {
  heading: 'Brackets',
  intro:
    'Every division’s draw, round by round, with each result as soon as the officials confirm it. The brackets show each athlete’s name and club only.',
};

/** A round by how many bouts it holds: the last three have names, the others count athletes. */
export function roundName(matchesInRound: number): string {
  if (matchesInRound === 1) return 'Final';
  if (matchesInRound === 2) return 'Semi-finals';
  if (matchesInRound === 4) return 'Quarter-finals';
  return `Round of ${matchesInRound * 2}`;
}

export const bracketsCopy = {
  event: (title: string) => `Event: ${title}`,
  loading: 'Loading the brackets…',
  loadFailed: 'The brackets could not be loaded. Please try again.',
  retry: 'Try again',
  notDrawn:
    'The brackets are not drawn yet. They appear here once entries have closed and the office has made the draw.',
  division: 'Division',
  rounds: 'Rounds',
  noBouts: (athlete: string) =>
    `${athlete} is the only athlete in this division: no bouts to fight.`,
  match: (position: number) => `Bout ${position}`,
  red: 'Red',
  blue: 'Blue',
  bye: 'bye',
  toCome: 'Winner of an earlier bout',
  winner: 'Winner',
  byeWin: 'Goes through on a bye',
  followed: 'Followed',
  find: {
    label: 'Find an athlete',
    hint: 'Type part of a name to find them in any division and follow their bouts.',
    results: 'Athletes found',
    none: 'No athlete of this championship has that name.',
    follow: (name: string, club: string, division: string) =>
      `Follow ${name}, ${club} (${division})`,
    following: (name: string) => `Following ${name}: their bouts are marked “Followed”.`,
    stop: 'Stop following',
  },
  live: {
    polling: 'New results appear here by themselves while this page is open.',
    finished: 'Every division is decided.',
    newResults: (count: number) =>
      count === 1 ? 'A new result has come in.' : `${count} new results have come in.`,
    won: (name: string, round: string) => `${name} won a bout of the ${round}.`,
  },
  check: {
    seed: 'Published seed',
    fingerprint: 'Published fingerprint of the entries',
    heading: 'Check this draw',
    button: 'Check this draw',
    checking: 'Checking the draw on this device…',
    ok: 'This draw checks out.',
    okDetail: (entries: number, divisions: number) =>
      `The ${entries} entries of ${divisions} divisions give the published fingerprint, and the draw made again here from the published seed pairs every first-round bout exactly as published.`,
    failed: 'This draw does not match what was published.',
    hash: (published: string, computed: string) =>
      `The entries give the fingerprint ${computed}, but the published one is ${published}.`,
    division: (name: string) => `${name}: the draw made here has different divisions or entries.`,
    bout: (division: string, bout: string, published: string, computed: string) =>
      `${division}, ${bout}: published ${published}; the draw made here gives ${computed}.`,
    pair: (red: string, blue: string) => `${red} against ${blue}`,
    loadFailed: 'The check could not be loaded. Please check the connection and try again.',
    explain:
      'The draw is made by a program anyone can run. It starts from a fingerprint of every entry (SHA-256 of the entry numbers, sorted and one per line) and a random seed chosen when the draw was made, both published here. This check computes the fingerprint again from the entries in the brackets, runs the same draw program in your browser with the published seed, and compares every first-round bout. Nobody can change an entry or a pairing after the draw without this check saying so.',
  },
} as const;

import { bracketsCopy as copy } from '@/features/brackets/content/brackets-copy';
import type { BracketMatch, BracketSide } from '@/features/brackets/lib/bracket-types';
import { clubName } from '@/lib/club-name';
import { isBye } from '@/features/brackets/lib/rounds';

type Corner = 'red' | 'blue';

/** One corner of a bout: the athlete, a bye, or the winner of a bout still to be fought. */
function Side({
  corner,
  side,
  match,
}: {
  corner: Corner;
  side: BracketSide | null;
  match: BracketMatch;
}) {
  const won = side !== null && match.winnerEntryId === side.entryId;
  const lost = side !== null && match.winnerEntryId !== null && !won;
  const className = [
    'bout__side',
    `bout__side--${corner}`,
    won && 'bout__side--won',
    lost && 'bout__side--lost',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className}>
      <span className="bout__corner">{corner === 'red' ? copy.red : copy.blue}</span>
      {side ? (
        <span className="bout__athlete">
          <span className="bout__name">{side.athleteName}</span>
          <span className="bout__club">{clubName(side.clubId)}</span>
        </span>
      ) : (
        <span className="bout__empty">{match.round === 1 ? copy.bye : copy.toCome}</span>
      )}
      {won && (
        <span className="bout__result">{isBye(match) ? copy.byeWin : `✓ ${copy.winner}`}</span>
      )}
    </li>
  );
}

/**
 * A bout as a card: its number, the red and the blue corner, the winner named in words (a tick and
 * "Winner", not colour alone). `followed` marks the bouts of the athlete the visitor follows.
 */
export function BoutCard({ match, followed }: { match: BracketMatch; followed: boolean }) {
  return (
    <li
      className={followed ? 'bout bout--followed' : 'bout'}
      data-bout={match.id}
      tabIndex={followed ? -1 : undefined}
    >
      <p className="bout__title">
        <span>{copy.match(match.position)}</span>
        {followed && <span className="bout__tag">{copy.followed}</span>}
      </p>
      <ul className="bout__sides">
        <Side corner="red" side={match.red} match={match} />
        <Side corner="blue" side={match.blue} match={match} />
      </ul>
    </li>
  );
}

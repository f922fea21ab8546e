import type { CSSProperties } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { BoutCard } from '@/features/brackets/components/bout-card';
import { bracketsCopy as copy } from '@/features/brackets/content/brackets-copy';
import type { BracketMatch, DivisionBracket } from '@/features/brackets/lib/bracket-types';
import { clubName } from '@/lib/club-name';
import { roundsOf, type Round } from '@/features/brackets/lib/rounds';
import { useMediaQuery } from '@/hooks/use-media-query';

/** Wide enough for the rounds side by side: five columns of about 14rem (a bracket of 32). */
const WIDE_QUERY = '(min-width: 64rem)';
const MAX_COLUMNS = 5;

interface BracketViewProps {
  division: DivisionBracket;
  followedEntryId: string | null;
  /** The round shown on a narrow screen (its number as text, the tab's id). */
  round: string;
  onRound: (round: string) => void;
}

const involves = (entryId: string | null) => (match: BracketMatch) =>
  entryId !== null && (match.red?.entryId === entryId || match.blue?.entryId === entryId);

function Bouts({ round, followedEntryId }: { round: Round; followedEntryId: string | null }) {
  const followed = involves(followedEntryId);
  return (
    <ol className="bracket__bouts">
      {round.matches.map((match) => (
        <BoutCard key={match.id} match={match} followed={followed(match)} />
      ))}
    </ol>
  );
}

/**
 * A division's bracket. On a wide screen its rounds stand side by side, each bout level with the
 * two that feed it; on a phone one round at a time under round tabs, its bouts stacked, so a
 * bracket of 32 never needs sideways scrolling.
 */
export function BracketView({ division, followedEntryId, round, onRound }: BracketViewProps) {
  const wide = useMediaQuery(WIDE_QUERY);
  const rounds = roundsOf(division.matches);
  if (rounds.length === 0) {
    const only = division.entries.map((e) => `${e.athleteName} (${clubName(e.clubId)})`).join(', ');
    return <p>{copy.noBouts(only)}</p>;
  }

  if (wide && rounds.length <= MAX_COLUMNS) {
    return (
      <div
        className="bracket bracket--columns"
        style={{ '--rounds': rounds.length } as CSSProperties}
      >
        {rounds.map((each) => (
          <section key={each.round} className="bracket__column" aria-label={each.name}>
            <h3 className="bracket__round">{each.name}</h3>
            <Bouts round={each} followedEntryId={followedEntryId} />
          </section>
        ))}
      </div>
    );
  }
  return (
    <Tabs
      className="bracket bracket--tabs"
      label={copy.rounds}
      selectedId={round}
      onSelect={onRound}
      items={rounds.map((each) => ({
        id: String(each.round),
        label: each.name,
        panel: <Bouts round={each} followedEntryId={followedEntryId} />,
      }))}
    />
  );
}

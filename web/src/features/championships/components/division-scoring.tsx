import { useEffect, useRef, useState } from 'react';
import { divisionMedals, type DivisionBracket } from '@contracts/draw';
import { BoutCard } from '@/features/championships/components/bout-card';
import { DecidedBouts } from '@/features/championships/components/decided-bouts';
import { Medallists } from '@/features/championships/components/medallists';
import { scoringCopy as copy } from '@/features/championships/content/scoring-copy';
import type { ScoreOutcome } from '@/features/championships/hooks/use-scoring';
import { boutLabel } from '@/features/championships/lib/bout-label';
import { decidedBouts, readyBouts, roundCount } from '@/features/championships/lib/bouts';
import { focusElement } from '@/lib/focus';

interface DivisionScoringProps {
  division: DivisionBracket;
  /** Sends a winner; `announce` is said once it has been accepted. */
  onScore: (matchId: string, winnerEntryId: string, announce: string) => Promise<ScoreOutcome>;
}

/**
 * One division at the mat table: the bouts ready to score in bracket order, the medallists once
 * the final is decided, and the decided bouts below. After a score the bout leaves the list and
 * focus goes to the next one (or to the medallists), so the official's place is never lost.
 */
export function DivisionScoring({ division, onScore }: DivisionScoringProps) {
  const rounds = roundCount(division.matches);
  const ready = readyBouts(division.matches);
  const decided = decidedBouts(division.matches);
  const medals = divisionMedals(division.matches, division.entries);
  const container = useRef<HTMLDivElement>(null);
  const [scored, setScored] = useState(0);

  useEffect(() => {
    if (scored === 0) return;
    const root = container.current;
    focusElement(
      root?.querySelector<HTMLElement>('.bout-card__label, #medallists-heading') ??
        root?.querySelector<HTMLElement>('.scoring__ready-count') ??
        null,
    );
  }, [scored]);

  /** `moveOn`: a bout from the list was scored, so focus goes on to the next (not after a fix). */
  const send = async (
    matchId: string,
    winnerEntryId: string,
    announce: string,
    moveOn: boolean,
  ) => {
    const outcome = await onScore(matchId, winnerEntryId, announce);
    if (moveOn && outcome.kind !== 'no-answer') setScored((n) => n + 1);
    return outcome;
  };

  const nameOf = (entryId: string) =>
    division.entries.find((entry) => entry.entryId === entryId)?.athleteName ?? '';

  return (
    <div ref={container} className="scoring__division">
      {medals && <Medallists medals={medals} />}
      {!medals && (
        <section aria-labelledby="ready-heading" className="scoring__ready">
          <h2 id="ready-heading">{copy.readyHeading}</h2>
          <p className="scoring__ready-count">{copy.readyCount(ready.length)}</p>
          <ul className="scoring__bouts">
            {ready.map((bout) => {
              const label = boutLabel(bout.match, rounds);
              return (
                <li key={bout.match.id}>
                  <BoutCard
                    bout={bout}
                    label={label}
                    onScore={(winnerEntryId) =>
                      send(
                        bout.match.id,
                        winnerEntryId,
                        copy.sent(nameOf(winnerEntryId), label),
                        true,
                      )
                    }
                  />
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <section aria-labelledby="decided-heading" className="scoring__decided">
        <h2 id="decided-heading">{copy.decidedHeading}</h2>
        <DecidedBouts
          bouts={decided}
          rounds={rounds}
          onCorrect={(matchId, winnerEntryId) => {
            const match = division.matches.find((each) => each.id === matchId);
            const label = match ? boutLabel(match, rounds) : matchId;
            return send(
              matchId,
              winnerEntryId,
              copy.corrected(nameOf(winnerEntryId), label),
              false,
            );
          }}
        />
      </section>
    </div>
  );
}

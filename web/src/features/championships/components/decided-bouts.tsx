import { useEffect, useRef, useState } from 'react';
import { scoringCopy as copy } from '@/features/championships/content/scoring-copy';
import type { ScoreOutcome } from '@/features/championships/hooks/use-scoring';
import { boutLabel } from '@/features/championships/lib/bout-label';
import type { DecidedBout } from '@/features/championships/lib/bouts';
import { clubName } from '@/lib/club-name';

interface DecidedBoutsProps {
  bouts: readonly DecidedBout[];
  rounds: number;
  onCorrect: (matchId: string, winnerEntryId: string) => Promise<ScoreOutcome>;
}

/** A correction asks once, naming the new winner; a send without an answer offers to try again. */
function CorrectControl({
  bout,
  label,
  onCorrect,
}: {
  bout: DecidedBout;
  label: string;
  onCorrect: DecidedBoutsProps['onCorrect'];
}) {
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) confirmButton.current?.focus();
    else if (wasAsking.current) opener.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={opener}
        type="button"
        className="button button--secondary"
        onClick={() => setAsking(true)}
      >
        {copy.correct(label)}
      </button>
    );
  }

  async function send() {
    setSending(true);
    setFailed(false);
    const outcome = await onCorrect(bout.match.id, bout.loser.entryId);
    setSending(false);
    if (outcome.kind === 'no-answer') setFailed(true);
    else setAsking(false);
  }

  return (
    <div className="decided-bouts__confirm" role="group" aria-label={copy.correct(label)}>
      <p>{copy.correctQuestion(label, bout.loser.athleteName)}</p>
      {failed && <p role="alert">{copy.notSent}</p>}
      <button
        ref={confirmButton}
        type="button"
        className="button button--primary"
        disabled={sending}
        onClick={() => void send()}
      >
        {sending ? copy.correctNow.busy : failed ? copy.tryAgain : copy.correctNow.idle}
      </button>
      <button
        type="button"
        className="button button--secondary"
        disabled={sending}
        onClick={() => setAsking(false)}
      >
        {copy.cancel}
      </button>
    </div>
  );
}

/** The division's decided bouts, the latest first, each correctable while the rules allow. */
export function DecidedBouts({ bouts, rounds, onCorrect }: DecidedBoutsProps) {
  if (bouts.length === 0) return <p>{copy.noneDecided}</p>;
  return (
    <ul className="decided-bouts">
      {bouts.map((bout) => {
        const label = boutLabel(bout.match, rounds);
        const winnerCorner = bout.winner === bout.red ? copy.red : copy.blue;
        const loserCorner = bout.winner === bout.red ? copy.blue : copy.red;
        return (
          <li key={bout.match.id} className="decided-bouts__item">
            <p className="decided-bouts__label">{label}</p>
            <p>
              <strong>
                {copy.winner}: {bout.winner.athleteName}
              </strong>{' '}
              ({winnerCorner}, {clubName(bout.winner.clubId)})
            </p>
            <p className="decided-bouts__loser">
              {copy.beat(bout.winner.athleteName, bout.loser.athleteName)} ({loserCorner},{' '}
              {clubName(bout.loser.clubId)})
            </p>
            {bout.lockedBy ? (
              <p className="decided-bouts__locked">
                {copy.locked(boutLabel(bout.lockedBy, rounds))}
              </p>
            ) : (
              <CorrectControl bout={bout} label={label} onCorrect={onCorrect} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import type { BracketSide } from '@contracts/draw';
import { scoringCopy as copy } from '@/features/championships/content/scoring-copy';
import type { ScoreOutcome } from '@/features/championships/hooks/use-scoring';
import type { ReadyBout } from '@/features/championships/lib/bouts';
import { clubName } from '@/lib/club-name';

type Corner = 'red' | 'blue';

interface BoutCardProps {
  bout: ReadyBout;
  label: string;
  onScore: (winnerEntryId: string) => Promise<ScoreOutcome>;
}

function SideButton({
  corner,
  side,
  chosen,
  disabled,
  onChoose,
}: {
  corner: Corner;
  side: BracketSide;
  chosen: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const cornerName = copy[corner];
  const club = clubName(side.clubId);
  return (
    <button
      type="button"
      className={`bout-side bout-side--${corner}${chosen ? ' bout-side--chosen' : ''}`}
      aria-pressed={chosen}
      disabled={disabled}
      onClick={onChoose}
    >
      {/* The name is the visible text, spaced, so speech input ("click Red …") finds it. */}
      <span className="bout-side__corner">
        {cornerName}
        {chosen && <span className="bout-side__chosen"> — {copy.chosen}</span>}
      </span>{' '}
      <span className="bout-side__name">{side.athleteName}</span>{' '}
      <span className="bout-side__club">{club}</span>
    </button>
  );
}

/**
 * One bout ready to score: tap the winner's corner, then confirm. A send that got no answer
 * keeps the choice on the card with "Try again"; nothing is queued to go later by itself.
 */
export function BoutCard({ bout, label, onScore }: BoutCardProps) {
  const [chosen, setChosen] = useState<Corner | null>(null);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = useId();
  const questionId = useId();
  const confirmButton = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (chosen) confirmButton.current?.focus();
  }, [chosen]);

  const winner = chosen ? bout[chosen] : null;

  async function send() {
    if (!winner) return;
    setSending(true);
    setFailed(false);
    const outcome = await onScore(winner.entryId);
    // On success or refusal the card leaves the list (or is redrawn from the server's answer).
    setSending(false);
    if (outcome.kind === 'no-answer') setFailed(true);
  }

  return (
    <article className="bout-card" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} className="bout-card__label" tabIndex={-1}>
        {label}
      </h3>
      <div className="bout-card__sides" role="group" aria-label={copy.pickWinner(label)}>
        {(['red', 'blue'] as const).map((corner) => (
          <SideButton
            key={corner}
            corner={corner}
            side={bout[corner]}
            chosen={chosen === corner}
            disabled={sending}
            onChoose={() => {
              setFailed(false);
              setChosen(corner);
            }}
          />
        ))}
      </div>
      {winner && chosen && (
        <div className="bout-card__confirm">
          <p id={questionId} className="bout-card__question">
            {copy.confirmQuestion(winner.athleteName, copy[chosen], clubName(winner.clubId))}
          </p>
          {failed && (
            <p className="bout-card__failed" role="alert">
              {copy.notSent}
            </p>
          )}
          <button
            ref={confirmButton}
            type="button"
            className="button button--primary bout-card__send"
            aria-describedby={questionId}
            disabled={sending}
            onClick={() => void send()}
          >
            {sending ? copy.confirm.busy : failed ? copy.tryAgain : copy.confirm.idle}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={sending}
            onClick={() => {
              setChosen(null);
              setFailed(false);
              // The buttons go with the question: back to the bout, to choose again.
              heading.current?.focus();
            }}
          >
            {copy.change}
          </button>
        </div>
      )}
    </article>
  );
}

import { useId, useState, type FormEvent } from 'react';
import type { DeskEntry } from '@contracts/championship';
import { divisionName } from '@contracts/division';
import { locale } from '@/config/locale';
import { weighInCopy as copy } from '@/features/championships/content/weigh-in-copy';
import { parseWeight } from '@/features/championships/lib/entry-row';
import { divisionLabel } from '@/features/championships/lib/division-label';
import { checkWeight, type WeighInCheck } from '@/features/championships/lib/weigh-in-check';

interface DeskEntryCardProps {
  entry: DeskEntry;
  /** A weigh-in of this entry kept on the device, not yet answered by the server. */
  pendingWeightKg: number | undefined;
  /** A decision about this entry is kept on the device, waiting to be sent. */
  decisionPending: boolean;
  onWeigh: (weightKg: number) => void;
  onDecide: (action: 'move' | 'disqualify') => void;
}

const WEIGHABLE = new Set(['entered', 'weighed-in', 'needs-decision']);

function CheckLine({ id, check }: { id: string; check: WeighInCheck | null }) {
  let text = '';
  let tone = '';
  if (check?.kind === 'fits') {
    text = copy.fits(divisionName(check.division, locale));
    tone = 'fits';
  } else if (check?.kind === 'needs-decision') {
    text = check.proposed
      ? copy.doesNotFit(divisionName(check.proposed, locale))
      : copy.noDivisionFits;
    tone = 'mismatch';
  }
  return (
    <p
      id={id}
      className={`desk-card__check desk-card__check--${tone || 'none'}`}
      aria-live="polite"
    >
      {text}
    </p>
  );
}

/** One entry at the desk: the weight typed and checked at once, then recorded; a decision if needed. */
export function DeskEntryCard({
  entry,
  pendingWeightKg,
  decisionPending,
  onWeigh,
  onDecide,
}: DeskEntryCardProps) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const checkId = useId();
  const weight = parseWeight(text);
  const check = weight === null ? null : checkWeight(entry.divisionId, weight);
  const current = divisionLabel(entry.divisionId, entry.divisionName);

  // The decision the server asked for, or the one this device already knows is coming.
  const pendingCheck =
    pendingWeightKg === undefined ? null : checkWeight(entry.divisionId, pendingWeightKg);
  const proposedName = decisionPending
    ? null
    : entry.status === 'needs-decision' && entry.proposedDivisionId
      ? divisionLabel(entry.proposedDivisionId, entry.proposedDivisionName ?? '')
      : pendingCheck?.kind === 'needs-decision' && pendingCheck.proposed
        ? divisionName(pendingCheck.proposed, locale)
        : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (weight === null) return;
    onWeigh(weight);
    setText('');
    setTouched(false);
  }

  const weighable = entry.discipline === 'kyorugi' && WEIGHABLE.has(entry.status);
  const shownWeight = pendingWeightKg ?? entry.weighedKg;

  return (
    <article className="desk-card" aria-labelledby={`${checkId}-name`}>
      {/* h2: the cards sit right under the page's h1 (the desk has no other sections). */}
      <h2 id={`${checkId}-name`} className="desk-card__name">
        {entry.athleteName}
      </h2>
      <p className="desk-card__facts">
        {entry.membershipNumber} · {entry.clubName} · {current}
      </p>
      <p className="desk-card__status">
        <span className={`desk-badge desk-badge--${entry.status}`}>
          {copy.status[entry.status] ?? entry.status}
        </span>
        {shownWeight !== null && shownWeight !== undefined && (
          <span> {copy.weighedAt(String(shownWeight))}</span>
        )}
        {pendingWeightKg !== undefined && <span> — {copy.savedHere(entry.athleteName)}</span>}
      </p>
      {weighable && (
        <form className="desk-card__weigh" noValidate onSubmit={submit}>
          <label className="desk-card__field">
            <span>{copy.weight(entry.athleteName)}</span>
            <input
              className="form-field__input"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              aria-describedby={checkId}
              aria-invalid={touched && weight === null}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className="button button--primary"
            aria-label={copy.recordNamed(entry.athleteName)}
          >
            {copy.record}
          </button>
          {touched && weight === null ? (
            <p id={checkId} className="desk-card__check desk-card__check--mismatch" role="alert">
              {copy.badWeight}
            </p>
          ) : (
            <CheckLine id={checkId} check={check} />
          )}
        </form>
      )}
      {proposedName && (
        <div
          className="desk-card__decision"
          role="group"
          aria-label={copy.decision.heading(entry.athleteName)}
        >
          <p>{copy.decision.proposed(current, proposedName)}</p>
          <button type="button" className="button button--primary" onClick={() => onDecide('move')}>
            {copy.decision.move(proposedName)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onDecide('disqualify')}
          >
            {copy.decision.disqualify}
          </button>
        </div>
      )}
    </article>
  );
}

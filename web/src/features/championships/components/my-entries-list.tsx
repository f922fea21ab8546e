import { useState } from 'react';
import type { MyEntry } from '@contracts/championship';
import { disciplineLabels } from '@/features/championships/content/championship-copy';
import { entryCopy as copy } from '@/features/championships/content/entry-copy';
import { divisionLabel } from '@/features/championships/lib/division-label';

interface MyEntriesListProps {
  entries: readonly MyEntry[];
  onWithdraw: (entry: MyEntry) => Promise<boolean>;
}

/** A withdrawal asks once, in the row itself, naming the child and the division. */
function WithdrawControl({
  entry,
  onWithdraw,
}: {
  entry: MyEntry;
  onWithdraw: MyEntriesListProps['onWithdraw'];
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const division = divisionLabel(entry.divisionId, entry.divisionName);

  if (!asking) {
    return (
      <button
        type="button"
        className="button button--secondary"
        aria-label={copy.withdrawNamed(entry.athleteName)}
        onClick={() => setAsking(true)}
      >
        {copy.withdraw}
      </button>
    );
  }
  return (
    <div
      className="my-entries__confirm"
      role="group"
      aria-label={copy.withdrawNamed(entry.athleteName)}
    >
      <p>{copy.confirmWithdraw(entry.athleteName, division)}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        autoFocus
        onClick={() => {
          setBusy(true);
          void onWithdraw(entry).then((done) => {
            setBusy(false);
            if (done) setAsking(false);
          });
        }}
      >
        {busy ? copy.withdrawing : copy.withdraw}
      </button>
      <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
        {copy.cancel}
      </button>
    </div>
  );
}

/** The entries the member may act on, with their state and, while entries are open, Withdraw. */
export function MyEntriesList({ entries, onWithdraw }: MyEntriesListProps) {
  if (entries.length === 0) return <p>{copy.noEntries}</p>;
  return (
    <ul className="my-entries">
      {entries.map((entry) => (
        <li key={entry.id} className="my-entries__item">
          <p className="my-entries__who">
            <strong>{entry.athleteName}</strong> — {disciplineLabels[entry.discipline]},{' '}
            {divisionLabel(entry.divisionId, entry.divisionName)}
          </p>
          <p className="my-entries__status">{copy.status[entry.status] ?? entry.status}</p>
          {entry.canWithdraw && <WithdrawControl entry={entry} onWithdraw={onWithdraw} />}
        </li>
      ))}
    </ul>
  );
}

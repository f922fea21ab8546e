import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OfficeEntries as OfficeEntriesData } from '@contracts/championship';
import { clubNames } from '@contracts/club-names';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { pagePath } from '@/config/page-registry';
import { downloadEntriesCsv, fetchOfficeEntries } from '@/features/championships/api/officials-api';
import { DrawControl } from '@/features/championships/components/draw-control';
import { officeCopy as copy } from '@/features/championships/content/office-copy';
import { divisionLabel } from '@/features/championships/lib/division-label';
import { isApiError } from '@/lib/api-errors';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import './championships.css';

type Load =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; data: OfficeEntriesData };

function CountTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: { key: string; name: string; count: number }[];
}) {
  return (
    <table className="division-lists__table office-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">{copy.columns.count}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <td>{row.name}</td>
            <td>{row.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CsvButton({ eventId }: { eventId: string }) {
  const [busy, setBusy] = useState(false);
  const hintId = useId();
  async function download() {
    setBusy(true);
    try {
      const file = await downloadEntriesCsv(eventId);
      saveFile(file.blob, file.fileName ?? `entries-${eventId}.csv`);
    } catch {
      toast.error(copy.downloadFailed);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="office-download">
      <button
        type="button"
        className="button button--primary"
        aria-describedby={hintId}
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? copy.downloading : copy.download}
      </button>
      <p id={hintId} className="championship-panel__note">
        {copy.downloadHint}
      </p>
    </div>
  );
}

/** The office's view of a championship: counts per division and per club, and the CSV. */
export function OfficeEntries({ eventId }: { eventId: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchOfficeEntries(eventId, controller.signal).then(
      (data) => setLoad({ state: 'loaded', data }),
      (error: unknown) => {
        if (!(isApiError(error) && error.kind === 'aborted')) setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [eventId, attempt]);

  if (load.state === 'loading') return <Spinner label={copy.loading} />;
  if (load.state === 'failed') {
    return (
      <LoadFailed
        message={copy.loadFailed}
        retryLabel={copy.retry}
        onRetry={() => {
          setLoad({ state: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  const { data } = load;
  const live = data.entries.filter((entry) => entry.status !== 'withdrawn').length;
  return (
    <div className="office-entries">
      <p className="championship-panel__total">{copy.total(live)}</p>
      <p className="championship-panel__actions">
        <Link
          className="button button--secondary"
          to={pagePath('championshipWeighIn', { eventId })}
        >
          {copy.weighInDesk}
        </Link>
        <Link
          className="button button--secondary"
          to={pagePath('championshipScoring', { eventId })}
        >
          {copy.scoring}
        </Link>
      </p>
      <CsvButton eventId={eventId} />
      {data.byDivision.length === 0 ? (
        <p>{copy.none}</p>
      ) : (
        <div className="office-entries__tables">
          <CountTable
            caption={copy.byDivision}
            head={copy.columns.division}
            rows={data.byDivision.map((row) => ({
              key: row.divisionId,
              name: divisionLabel(row.divisionId, row.divisionName),
              count: row.count,
            }))}
          />
          <CountTable
            caption={copy.byClub}
            head={copy.columns.club}
            rows={data.byClub.map((row) => ({
              key: row.clubId,
              name: clubNames[row.clubId],
              count: row.count,
            }))}
          />
        </div>
      )}
      <DrawControl
        eventId={eventId}
        undecided={data.entries.filter((entry) => entry.status === 'needs-decision').length}
      />
    </div>
  );
}

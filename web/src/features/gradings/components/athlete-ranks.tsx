import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminAthleteRow } from '@contracts/admin-athlete';
import type { RankHistoryEntry } from '@contracts/grading';
import { rankOrder, type RankId } from '@contracts/ranks';
import { pagePath } from '@/config/page-registry';
import { rankLabels } from '@/config/rank-labels';
import { fetchRankHistory } from '@/features/gradings/api/gradings-api';
import { RecogniseRankForm } from '@/features/gradings/components/recognise-rank-form';
import { ranksAdminCopy as copy } from '@/features/gradings/content/ranks-admin-copy';
import { formatLongDate } from '@/lib/dates';

type History =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; entries: RankHistoryEntry[] };

/** The highest rank on record: the athlete's current rank, or above it from the history. */
function highest(athlete: AdminAthleteRow, entries: readonly RankHistoryEntry[]): RankId {
  return entries.reduce<RankId>(
    (top, entry) => (rankOrder(entry.rank) > rankOrder(top) ? entry.rank : top),
    athlete.currentRank,
  );
}

/** One athlete's rank history as the office sees it, and the form for a recognised rank. */
export function AthleteRanks({ athlete }: { athlete: AdminAthleteRow }) {
  const [history, setHistory] = useState<History>({ state: 'loading' });
  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchRankHistory(athlete.id, signal).then(
        (entries) => setHistory({ state: 'loaded', entries }),
        () => {
          if (!signal?.aborted) setHistory({ state: 'failed' });
        },
      ),
    [athlete.id],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return (
    <section className="gradings-panel" aria-labelledby="athlete-ranks-heading">
      <h2 id="athlete-ranks-heading" tabIndex={-1}>
        {copy.history.heading(athlete.fullName)}
      </h2>
      {history.state === 'loading' && <p role="status">{copy.history.loading}</p>}
      {history.state === 'failed' && <p role="alert">{copy.history.loadFailed}</p>}
      {history.state === 'loaded' && (
        <>
          {history.entries.length === 0 ? (
            <p>{copy.history.empty}</p>
          ) : (
            <ol className="gradings-recorded">
              {history.entries.map((entry) => (
                <li key={`${entry.rank}-${entry.awardedOn}`} className="gradings-recorded__item">
                  <strong>{rankLabels[entry.rank]}</strong>
                  <span>
                    {formatLongDate(entry.awardedOn)} · {copy.history.sources[entry.source]}
                    {entry.reason ? ` · ${entry.reason}` : ''}
                  </span>
                  {entry.certificateNumber && (
                    <Link to={pagePath('certificate', { number: entry.certificateNumber })}>
                      {copy.history.certificate(entry.certificateNumber)}
                    </Link>
                  )}
                </li>
              ))}
            </ol>
          )}
          <RecogniseRankForm
            key={history.entries.length}
            athlete={athlete}
            current={highest(athlete, history.entries)}
            onRecorded={() => void load()}
          />
        </>
      )}
    </section>
  );
}

import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { ClubTallyTable } from '@/features/results/components/club-tally-table';
import { DivisionMedals } from '@/features/results/components/division-medals';
import { resultsCopy as copy } from '@/features/results/content/results-copy';
import { useResults } from '@/features/results/hooks/use-results';
import { decidedDivisions } from '@/features/results/lib/results-summary';
import './results.css';

/**
 * A championship's results on its event page, once it is drawn: how many divisions are decided,
 * the clubs' tally and each decided division's medallists. Nothing for any other event.
 */
export function ResultsPanel({ eventId }: { eventId: string }) {
  const { load, retry } = useResults(eventId);
  if (load.state === 'none') return null;
  const decided = load.state === 'loaded' ? decidedDivisions(load.results) : [];
  return (
    <section className="results-panel" aria-labelledby="results-heading">
      <h2 id="results-heading">{copy.heading}</h2>
      {load.state === 'loading' && <Spinner label={copy.loading} />}
      {load.state === 'failed' && (
        <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={retry} />
      )}
      {load.state === 'loaded' &&
        (decided.length === 0 ? (
          <p>{copy.noneYet}</p>
        ) : (
          <>
            <p role="status">{copy.progress(decided.length, load.results.divisions.length)}</p>
            <h3>{copy.tally.heading}</h3>
            <ClubTallyTable tally={load.results.tally} caption={copy.tally.caption} />
            <h3>{copy.divisionsLabel}</h3>
            <div className="results-panel__divisions">
              {decided.map((division) => (
                <DivisionMedals key={division.id} division={division} />
              ))}
            </div>
          </>
        ))}
    </section>
  );
}

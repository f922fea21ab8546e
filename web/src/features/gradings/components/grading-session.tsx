import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminAthleteRow } from '@contracts/admin-athlete';
import type { GradingDetail } from '@contracts/grading';
import { apiMessages } from '@contracts/messages';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadFailed } from '@/components/ui/load-failed';
import { pagePath } from '@/config/page-registry';
import { recordResults } from '@/features/gradings/api/gradings-api';
import { CandidateRow } from '@/features/gradings/components/candidate-row';
import { CandidateSearch } from '@/features/gradings/components/candidate-search';
import { RecordedResults } from '@/features/gradings/components/recorded-results';
import { gradingsCopy as copy } from '@/features/gradings/content/gradings-copy';
import { useGrading } from '@/features/gradings/hooks/use-grading';
import { newCandidate, resultsPayload, type Candidate } from '@/features/gradings/lib/candidates';
import { isApiError } from '@/lib/api-errors';
import { formatLongDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import '@/components/ui/form.css';
import './gradings.css';

/** The candidates being marked and the one button that records them all. */
function Marking({ grading, onRecorded }: { grading: GradingDetail; onRecorded: () => void }) {
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const taken = new Set([
    ...grading.results.map((entry) => entry.athleteId),
    ...candidates.map((candidate) => candidate.athlete.id),
  ]);

  function add(athlete: AdminAthleteRow) {
    const candidate = newCandidate(athlete);
    if (!candidate) toast.error(copy.candidates.noHigherRank);
    else setCandidates((current) => [...current, candidate]);
  }

  async function record() {
    setBusy(true);
    setError(null);
    try {
      const answer = await recordResults(grading.id, resultsPayload(candidates));
      toast.success(copy.record.done(answer.issued.length));
      setCandidates([]);
      onRecorded();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : apiMessages.networkError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <CandidateSearch
        heading={copy.search.heading}
        taken={taken}
        action={{ text: '+', label: copy.search.add }}
        onPick={add}
      />
      <section className="gradings-panel" aria-labelledby="candidates-heading">
        <h2 id="candidates-heading">{copy.candidates.heading}</h2>
        {candidates.length === 0 ? (
          <p>{copy.candidates.empty}</p>
        ) : (
          <ul className="gradings-candidates">
            {candidates.map((candidate) => (
              <CandidateRow
                key={candidate.athlete.id}
                candidate={candidate}
                onChange={(change) =>
                  setCandidates((current) =>
                    current.map((item) => (item === candidate ? { ...item, ...change } : item)),
                  )
                }
                onRemove={() =>
                  setCandidates((current) => current.filter((item) => item !== candidate))
                }
              />
            ))}
          </ul>
        )}
        {error && <FormAlert>{error}</FormAlert>}
        {candidates.length > 0 && (
          <button
            type="button"
            className="button button--primary gradings-record"
            disabled={busy}
            onClick={() => void record()}
          >
            {busy ? copy.record.sending : copy.record.button(candidates.length)}
          </button>
        )}
      </section>
    </>
  );
}

/** /admin/gradings/<id>: the grading's facts, the marking of new candidates, the recorded results. */
export function GradingSession({ gradingId }: { gradingId: string }) {
  const { result, reload } = useGrading(gradingId);
  return (
    <div className="gradings">
      <p>
        <Link to={pagePath('adminGradings')}>{copy.backToGradings}</Link>
      </p>
      {result.state === 'loading' && <p role="status">{copy.loading}</p>}
      {result.state === 'failed' && (
        <LoadFailed message={copy.loadFailed} retryLabel={copy.list.retry} onRetry={reload} />
      )}
      {result.state === 'loaded' && (
        <>
          <div className="gradings-facts">
            <p className="gradings-facts__when">
              {copy.facts(
                formatLongDate(result.grading.date),
                result.grading.city,
                result.grading.venue,
              )}
            </p>
            <p className="gradings-muted">{copy.examinedBy(result.grading.examiners.join(', '))}</p>
          </div>
          <Marking grading={result.grading} onRecorded={reload} />
          <RecordedResults results={result.grading.results} />
        </>
      )}
    </div>
  );
}

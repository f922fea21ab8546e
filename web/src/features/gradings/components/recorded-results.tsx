import { Link } from 'react-router-dom';
import type { GradingCandidate } from '@contracts/grading';
import { pagePath } from '@/config/page-registry';
import { rankLabels } from '@/config/rank-labels';
import { gradingsCopy as copy } from '@/features/gradings/content/gradings-copy';

/** The results already recorded at this grading, with a link to each certificate issued. */
export function RecordedResults({ results }: { results: readonly GradingCandidate[] }) {
  return (
    <section className="gradings-panel" aria-labelledby="recorded-heading">
      <h2 id="recorded-heading">{copy.recorded.heading}</h2>
      {results.length === 0 ? (
        <p>{copy.recorded.empty}</p>
      ) : (
        <ul className="gradings-recorded">
          {results.map((entry) => (
            <li key={entry.athleteId} className="gradings-recorded__item">
              <strong>{entry.athleteName}</strong>
              <span>
                {rankLabels[entry.rank]} ·{' '}
                {entry.result === 'pass' ? copy.recorded.pass : copy.recorded.fail}
              </span>
              {entry.certificateNumber && (
                <Link to={pagePath('certificate', { number: entry.certificateNumber })}>
                  {copy.recorded.certificate(entry.certificateNumber)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

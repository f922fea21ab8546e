import type { Event } from '@contracts/event';
import { Link } from 'react-router-dom';
import { pagePath } from '@/config/page-registry';
import { ClubTallyTable } from '@/features/results/components/club-tally-table';
import { resultsCopy } from '@/features/results/content/results-copy';
import { useFinishedChampionships } from '@/features/results/hooks/use-finished-championships';
import './results.css';

const copy = resultsCopy.achievements;

/**
 * The Achievements tab's championships run on this site: each finished one's tally by club, with
 * a link to its event page for every division's medallists. Nothing until one has finished.
 */
export function ChampionshipResultsList({ events }: { events: readonly Event[] | null }) {
  const finished = useFinishedChampionships(events);
  if (finished.length === 0) return null;
  return (
    <section className="championship-results" aria-labelledby="championship-results-heading">
      <h3 id="championship-results-heading">{copy.heading}</h3>
      <p>{copy.intro}</p>
      {finished.map(({ event, results }) => (
        <article key={event.id} className="championship-results__item">
          <h4>{event.title}</h4>
          <ClubTallyTable tally={results.tally} caption={copy.tallyCaption(event.title)} />
          <p>
            <Link to={pagePath('eventDetail', { eventId: event.id })}>
              {copy.viewResults(event.title)}
            </Link>
          </p>
        </article>
      ))}
    </section>
  );
}

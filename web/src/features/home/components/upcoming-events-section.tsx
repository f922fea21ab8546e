import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { LazyEventDetailModal } from '@/components/event-detail/lazy-event-detail-modal';
import { useEventModal } from '@/components/event-detail/use-event-modal';
import { EventCard } from '@/features/home/components/event-card';
import { useUpcomingEvents } from '@/features/home/hooks/use-upcoming-events';
import type { UpcomingEventsContent } from '@/features/home/types';

/**
 * Home: up to three upcoming events from the API (or the samples when it fails), each with a
 * View Details dialog, and a link to /events.
 */
export function UpcomingEventsSection({ content }: { content: UpcomingEventsContent }) {
  const headingId = useId();
  const view = useUpcomingEvents();
  const modal = useEventModal();

  return (
    <section className="home-section home-events" aria-labelledby={headingId}>
      <div className="container">
        <div className="home-section__header">
          <h2 id={headingId}>{content.heading}</h2>
          <p>{content.intro}</p>
        </div>
        {view.state === 'loading' && (
          <div className="home-events__status">
            <Spinner label={content.loading} />
          </div>
        )}
        {view.state === 'empty' && (
          <p className="home-events__status home-events__empty">{content.empty}</p>
        )}
        {view.state === 'events' && (
          <ul className="card-grid" role="list" data-source={view.source}>
            {view.events.map((event) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  content={content}
                  onViewDetails={() => modal.show(event)}
                  onPreload={modal.preload}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="home-section__more">
          <Link to={content.viewAll.to} className="button button--secondary">
            {content.viewAll.label}
          </Link>
        </p>
      </div>
      <LazyEventDetailModal {...modal.props} dateStyle="month-day-year" />
    </section>
  );
}

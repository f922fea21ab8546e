import type { Event } from '@contracts/event';
import { Spinner } from '@/components/ui/spinner';
import { EventCard } from '@/features/events/components/events-card';
import { EventsEmptyState } from '@/features/events/components/events-empty-state';
import { eventsPageCopy } from '@/features/events/content/events-page-copy';
import type { EventsPageCopy } from '@/features/events/types';
import type { EventsResult } from '@/features/events/hooks/use-events';

interface EventListProps {
  result: EventsResult;
  onRetry: () => void;
  /** The tab's events after its filters, in reading order (null while nothing is loaded). */
  visible: readonly Event[] | null;
  filtersActive: boolean;
  onClearFilters: () => void;
  onViewDetails: (event: Event) => void;
  onPreloadDetails: () => void;
  copy?: EventsPageCopy;
}

/** The list of one event tab, or its loading or empty state, under a notice when it shows the sample events. */
export function EventList({
  result,
  onRetry,
  visible,
  filtersActive,
  onClearFilters,
  onViewDetails,
  onPreloadDetails,
  copy = eventsPageCopy,
}: EventListProps) {
  const count = result.state === 'loaded' && visible ? copy.list.count(visible.length) : '';

  return (
    <div className="event-list" aria-busy={result.state === 'loading'}>
      {result.state === 'loaded' && result.source === 'samples' && (
        <div className="event-list__notice">
          <p>{copy.list.samples.text}</p>
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {copy.list.samples.retry}
          </button>
        </div>
      )}

      {/* Always present, so screen readers hear the new count after each change of filter. */}
      <p role="status" className="event-list__count">
        {count}
      </p>

      {result.state === 'loading' && (
        <div className="event-list__loading">
          <Spinner label={copy.list.loading} />
        </div>
      )}

      {visible && visible.length === 0 && (
        <EventsEmptyState
          filtersActive={filtersActive}
          onClearFilters={onClearFilters}
          copy={copy.empty}
        />
      )}

      {visible && visible.length > 0 && (
        <ul className="card-grid">
          {visible.map((event, index) => (
            <li key={event.id}>
              <EventCard
                event={event}
                leading={index === 0}
                onViewDetails={onViewDetails}
                onPreload={onPreloadDetails}
                copy={copy.card}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { Event } from '@contracts/event';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { EventCard } from '@/features/events/components/event-card';
import { EventsEmptyState } from '@/features/events/components/events-empty-state';
import { type EventsPageCopy, eventsPageCopy } from '@/features/events/content/events-page-copy';
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

/** The list of one event tab, or its loading, failure or empty state. */
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
      {/* Always present, so screen readers hear the new count after each change of filter. */}
      <p role="status" className="event-list__count">
        {count}
      </p>

      {result.state === 'loading' && (
        <div className="event-list__loading">
          <Spinner label={copy.list.loading} />
        </div>
      )}

      {result.state === 'failed' && (
        <FormAlert>
          <div className="event-list__failed">
            <h3 className="event-list__failed-heading">{copy.list.failed.heading}</h3>
            <p>{copy.list.failed.text}</p>
            <button type="button" className="button button--secondary" onClick={onRetry}>
              {copy.list.failed.retry}
            </button>
          </div>
        </FormAlert>
      )}

      {visible && visible.length === 0 && (
        <EventsEmptyState
          filtersActive={filtersActive}
          onClearFilters={onClearFilters}
          copy={copy.empty}
        />
      )}

      {visible && visible.length > 0 && (
        <ul className="event-list__grid">
          {visible.map((event) => (
            <li key={event.id}>
              <EventCard
                event={event}
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

import { eventsPageCopy } from '@/features/events/content/events-page-copy';
import type { EventsPageCopy } from '@/features/events/types';

interface EventsEmptyStateProps {
  filtersActive: boolean;
  onClearFilters: () => void;
  copy?: EventsPageCopy['empty'];
}

/** What a tab says when it has nothing to list, with a way out when filters caused it. */
export function EventsEmptyState({
  filtersActive,
  onClearFilters,
  copy = eventsPageCopy.empty,
}: EventsEmptyStateProps) {
  return (
    <div className="events-empty">
      <h3 className="events-empty__heading">{copy.heading}</h3>
      {filtersActive ? (
        <>
          <p>{copy.filtered}</p>
          <button type="button" className="button button--primary" onClick={onClearFilters}>
            {copy.clear}
          </button>
        </>
      ) : (
        <p>{copy.none}</p>
      )}
    </div>
  );
}

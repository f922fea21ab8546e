import { useId, useRef } from 'react';
import type { Event } from '@contracts/event';
import { EventFilterPanel } from '@/features/events/components/events-filter-panel';
import { EventList } from '@/features/events/components/events-list';
import { eventsPageCopy } from '@/features/events/content/events-page-copy';
import type { EventsPageCopy } from '@/features/events/types';
import type { EventsResult } from '@/features/events/hooks/use-events';
import {
  type EventFilters,
  type EventScope,
  hasActiveFilters,
  visibleEvents,
} from '@/features/events/lib/event-filters';

interface EventsTabPanelProps {
  scope: EventScope;
  result: EventsResult;
  onRetry: () => void;
  filters: EventFilters;
  filtersOpen: boolean;
  onFiltersOpenChange: (open: boolean) => void;
  onFiltersChange: (patch: Partial<EventFilters>, options?: { typing?: boolean }) => void;
  onClearFilters: () => void;
  onViewDetails: (event: Event) => void;
  onPreloadDetails: () => void;
  copy?: EventsPageCopy;
}

/** All Events, Upcoming Events or Past Events: the filters and the tab's list. */
export function EventsTabPanel({
  scope,
  result,
  onRetry,
  filters,
  filtersOpen,
  onFiltersOpenChange,
  onFiltersChange,
  onClearFilters,
  onViewDetails,
  onPreloadDetails,
  copy = eventsPageCopy,
}: EventsTabPanelProps) {
  const headingId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Read at every render: a page left open over midnight moves today's events to Past by itself
  // at the next change. Only a page hydrating with the server's list judges them at its moment.
  const visible =
    result.state === 'loaded'
      ? visibleEvents(result.events, scope, filters, result.asOf ?? new Date())
      : null;

  return (
    <section className="events-tab" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {copy.list.label[scope]}
      </h2>
      <EventFilterPanel
        filters={filters}
        open={filtersOpen}
        onOpenChange={onFiltersOpenChange}
        onChange={onFiltersChange}
        onClear={onClearFilters}
        toggleRef={toggleRef}
        copy={copy.filters}
      />
      <EventList
        result={result}
        onRetry={onRetry}
        visible={visible}
        filtersActive={hasActiveFilters(filters)}
        onClearFilters={() => {
          onClearFilters();
          // The button goes away with the empty state; the filters toggle is the nearest control.
          toggleRef.current?.focus();
        }}
        onViewDetails={onViewDetails}
        onPreloadDetails={onPreloadDetails}
        copy={copy}
      />
    </section>
  );
}

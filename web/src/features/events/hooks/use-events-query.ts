import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  type EventFilters,
  hasActiveFilters,
  noFilters,
} from '@/features/events/lib/event-filters';
import {
  type EventsQuery,
  type EventsTab,
  defaultEventsQuery,
  eventsQueryKey,
  readEventsQuery,
  writeEventsQuery,
} from '@/features/events/lib/events-query';
import { useHydrated } from '@/hooks/use-hydrated';

/** Typing waits this long before the address follows, so history is not written per keystroke. */
export const TEXT_FILTER_URL_DELAY_MS = 300;

/**
 * The events page's tab and filters. The view lives in React state, so inputs answer every
 * keystroke at once, and is mirrored into the address (a tab change is a history entry, a filter
 * change replaces it). Addresses this hook did not write (Back, Forward, a link, the first load)
 * are adopted as the new view.
 */
export function useEventsQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  // Until hydration ends the view is the default, as in the prerendered HTML.
  const hydrated = useHydrated();
  const fromUrl = useMemo(
    () => (hydrated ? readEventsQuery(searchParams) : defaultEventsQuery),
    [hydrated, searchParams],
  );
  const urlKey = eventsQueryKey(fromUrl);

  const [query, setQuery] = useState(fromUrl);
  const [panelOpen, setPanelOpen] = useState(() => hasActiveFilters(fromUrl.filters));
  // Keys this hook has written that the address has not shown yet, oldest first.
  const [sync, setSync] = useState({ urlKey, pending: [] as string[] });
  if (sync.urlKey !== urlKey) {
    const own = sync.pending.indexOf(urlKey);
    if (urlKey === eventsQueryKey(query)) {
      setSync({ urlKey, pending: [] });
    } else if (own >= 0) {
      // An earlier write of ours arriving while a later one is on its way: keep the view.
      setSync({ urlKey, pending: sync.pending.slice(own + 1) });
    } else {
      setSync({ urlKey, pending: [] });
      setQuery(fromUrl);
      // A shared, filtered address opens with its filters in view.
      if (hasActiveFilters(fromUrl.filters)) setPanelOpen(true);
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function write(next: EventsQuery, mode: 'push' | 'replace') {
    clearTimeout(timer.current);
    setSync((current) => ({ ...current, pending: [...current.pending, eventsQueryKey(next)] }));
    setSearchParams((current) => writeEventsQuery(next, current), {
      replace: mode === 'replace',
      preventScrollReset: true,
    });
  }

  return {
    query,
    panelOpen,
    setPanelOpen,
    /** Switching tabs resets every filter. */
    selectTab(tab: EventsTab) {
      const next = { tab, filters: noFilters };
      setQuery(next);
      write(next, 'push');
    },
    setFilters(patch: Partial<EventFilters>, options: { typing?: boolean } = {}) {
      const next = { ...query, filters: { ...query.filters, ...patch } };
      setQuery(next);
      if (!options.typing) {
        write(next, 'replace');
        return;
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => write(next, 'replace'), TEXT_FILTER_URL_DELAY_MS);
    },
    clearFilters() {
      const next = { ...query, filters: noFilters };
      setQuery(next);
      write(next, 'replace');
    },
  };
}

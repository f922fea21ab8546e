import type { ReactNode } from 'react';
import type { Event } from '@contracts/event';
import type { TabItem } from '@/components/ui/tabs';
import { Tabs } from '@/components/ui/tabs';
import { AchievementsPanel } from '@/features/events/components/events-achievements';
import { CalendarSubscribe } from '@/features/events/components/events-subscribe';
import { EventsContact } from '@/features/events/components/events-contact';
import { EventsTabPanel } from '@/features/events/components/events-tab-panel';
import { LazyEventDetailModal } from '@/components/event-detail/lazy-event-detail-modal';
import { eventsPageCopy } from '@/features/events/content/events-page-copy';
import type { EventsPageCopy } from '@/features/events/types';
import { useEventModal } from '@/components/event-detail/use-event-modal';
import { useEvents } from '@/features/events/hooks/use-events';
import { useEventsQuery } from '@/features/events/hooks/use-events-query';
import type { EventScope } from '@/features/events/lib/event-filters';
import { isEventsTab } from '@/features/events/lib/events-query';
import './events-page.css';

const eventScopes: readonly EventScope[] = ['all', 'upcoming', 'past'];

/**
 * Events and Achievements below the page intro: four tabs whose view lives in the
 * address, the calendar feed and the contact call. Events are fetched once for all three event
 * tabs; only the selected tab renders its list, so filters and ids exist once on the page.
 */
export function EventsPage({
  copy = eventsPageCopy,
  achievementsResults,
}: {
  copy?: EventsPageCopy;
  /**
   * The championships' results for the Achievements tab, from the app layer (another feature),
   * given the events as the API listed them (null before they arrive, or for the sample list).
   */
  achievementsResults?: (events: readonly Event[] | null) => ReactNode;
}) {
  const events = useEvents();
  const view = useEventsQuery();
  const modal = useEventModal();
  const { tab, filters } = view.query;

  const eventTabs: TabItem[] = eventScopes.map((scope) => ({
    id: scope,
    label: copy.tabs[scope],
    panel:
      tab === scope ? (
        <EventsTabPanel
          scope={scope}
          result={events}
          onRetry={events.retry}
          filters={filters}
          filtersOpen={view.panelOpen}
          onFiltersOpenChange={view.setPanelOpen}
          onFiltersChange={view.setFilters}
          onClearFilters={view.clearFilters}
          onViewDetails={modal.show}
          onPreloadDetails={modal.preload}
          copy={copy}
        />
      ) : null,
  }));
  const items: TabItem[] = [
    ...eventTabs,
    {
      id: 'achievements',
      label: copy.tabs.achievements,
      panel: (
        <AchievementsPanel>
          {/* Asked for only once the tab is shown: the other tabs' visitors need none of it. */}
          {tab === 'achievements' &&
            achievementsResults?.(
              events.state === 'loaded' && events.source === 'api' ? events.events : null,
            )}
        </AchievementsPanel>
      ),
    },
  ];

  return (
    <div className="events-page container">
      <Tabs
        label={copy.tabsLabel}
        items={items}
        selectedId={tab}
        onSelect={(id) => {
          if (isEventsTab(id)) view.selectTab(id);
        }}
      />
      <CalendarSubscribe copy={copy.calendar} />
      <EventsContact copy={copy.contact} />
      <LazyEventDetailModal {...modal.props} dateStyle="long" />
    </div>
  );
}

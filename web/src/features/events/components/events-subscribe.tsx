import { useId } from 'react';
import { eventsPageCopy } from '@/features/events/content/events-page-copy';
import type { EventsPageCopy } from '@/features/events/types';
import { useHydrated } from '@/hooks/use-hydrated';

/** The feed of every upcoming event (served by the API as text/calendar). */
export const CALENDAR_FEED_PATH = '/api/events.ics';

/**
 * "Subscribe to the calendar": a webcal: link, which calendar apps open as a subscription, and
 * the https address for those that ask for a URL. Both need this site's host, which only the
 * browser knows: the prerendered HTML links the feed by its path until hydration.
 */
export function CalendarSubscribe({
  copy = eventsPageCopy.calendar,
}: {
  copy?: EventsPageCopy['calendar'];
}) {
  const headingId = useId();
  const hydrated = useHydrated();
  const httpsUrl = hydrated ? `${window.location.origin}${CALENDAR_FEED_PATH}` : CALENDAR_FEED_PATH;
  const webcalUrl = hydrated
    ? `webcal://${window.location.host}${CALENDAR_FEED_PATH}`
    : CALENDAR_FEED_PATH;

  return (
    <section className="events-calendar" aria-labelledby={headingId}>
      <h2 id={headingId}>{copy.heading}</h2>
      <p>{copy.text}</p>
      <p>
        <a className="button button--primary" href={webcalUrl}>
          {copy.subscribe}
        </a>
      </p>
      <p className="events-calendar__url">
        {copy.urlLabel} <a href={httpsUrl}>{httpsUrl}</a>
      </p>
    </section>
  );
}

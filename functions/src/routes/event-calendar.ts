import { siteOrigin } from '../calendar/calendar-config';
import { eventFileName, upcomingEventsFeed, singleEventFile } from '../calendar/event-calendar';
import { todayInKolkata } from '../contracts/calendar-days';
import { apiMessages } from '../contracts/messages';
import { findEventById, listEventsStartingFrom } from '../events/event-repository';
import { notFound } from '../http/http-error';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The events as iCalendar (RFC 5545): a feed to subscribe to, and one file per event. */
export const eventCalendarRoutes: RouteDefinition[] = [
  route('eventsCalendar', async () => {
    const now = new Date();
    const upcoming = await listEventsStartingFrom(todayInKolkata(now));
    return {
      text: upcomingEventsFeed(upcoming, { now, siteOrigin: siteOrigin() }),
      contentType: CALENDAR_CONTENT_TYPE,
      cache: 'public',
    };
  }),
  route('eventCalendar', async ({ params }) => {
    const event = await findEventById(params.id ?? '');
    if (!event) throw notFound('event/not-found', apiMessages.eventNotFound);
    return {
      text: singleEventFile(event, { now: new Date(), siteOrigin: siteOrigin() }),
      contentType: CALENDAR_CONTENT_TYPE,
      fileName: eventFileName(event),
      cache: 'public',
    };
  }),
];

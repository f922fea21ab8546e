import { apiMessages } from '../contracts/messages';
import type { ApiItemResponse, ApiListResponse } from '../contracts/api-envelope';
import type { Event } from '../contracts/event';
import { findEventById, listEvents, listEventsStartingFrom } from '../events/event-repository';
import { notFound } from '../http/http-error';
import { route } from '../http/endpoint-route';
import type { RouteDefinition, RouteResult } from '../http/types';
import { todayInKolkata } from '../contracts/calendar-days';

function listAnswer(events: Event[]): RouteResult {
  const body: ApiListResponse<Event> = { success: true, count: events.length, data: events };
  return { body, cache: 'public' };
}

export const eventRoutes: RouteDefinition[] = [
  route('listEvents', async () => listAnswer(await listEvents())),
  route('upcomingEvents', async ({ input }) =>
    listAnswer(await listEventsStartingFrom(todayInKolkata(), input.query.limit)),
  ),
  route('getEvent', async ({ params }) => {
    const event = await findEventById(params.id ?? '');
    if (!event) throw notFound('event/not-found', apiMessages.eventNotFound);
    const body: ApiItemResponse<Event> = { success: true, data: event };
    return { body, cache: 'public' };
  }),
];

import { z } from 'zod';
import { apiMessages } from '../contracts/messages';
import type { ApiItemResponse, ApiListResponse } from '../contracts/api-envelope';
import { UPCOMING_EVENTS_MAX_LIMIT, type Event } from '../contracts/event';
import { findEventById, listEvents, listEventsStartingFrom } from '../events/event-repository';
import { notFound } from '../http/http-error';
import type { RouteDefinition, RouteResult } from '../http/types';
import { parseInput } from '../http/validation';
import { todayInKolkata } from '../contracts/calendar-days';

const upcomingQuerySchema = z.object({
  limit: z
    .string()
    .regex(/^\d+$/, {
      message: `limit must be a whole number from 1 to ${UPCOMING_EVENTS_MAX_LIMIT}`,
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { message: 'limit must be at least 1' })
        .max(UPCOMING_EVENTS_MAX_LIMIT, {
          message: `limit must be at most ${UPCOMING_EVENTS_MAX_LIMIT}`,
        }),
    )
    .optional(),
});

function listAnswer(events: Event[]): RouteResult {
  const body: ApiListResponse<Event> = { success: true, count: events.length, data: events };
  return { body, cache: 'public' };
}

export const eventRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/api/events',
    handler: async () => listAnswer(await listEvents()),
  },
  {
    method: 'GET',
    path: '/api/events/upcoming',
    handler: async ({ query }) => {
      const limits = query.getAll('limit');
      // ?limit=1&limit=2 is ambiguous: report it rather than pick one.
      const rawLimit = limits.length > 1 ? 'repeated' : limits[0];
      const { limit } = parseInput(upcomingQuerySchema, { limit: rawLimit }, 'query');
      return listAnswer(await listEventsStartingFrom(todayInKolkata(), limit));
    },
  },
  {
    method: 'GET',
    path: '/api/events/:id',
    handler: async ({ params }) => {
      const event = await findEventById(params.id ?? '');
      if (!event) throw notFound('event/not-found', apiMessages.eventNotFound);
      const body: ApiItemResponse<Event> = { success: true, data: event };
      return { body, cache: 'public' };
    },
  },
];

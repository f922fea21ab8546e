import { eventInputMessages, eventInputSchema } from '../contracts/event-input';
import type { EventSavedResponse } from '../contracts/event-input';
import { createEvent, deleteEvent, updateEvent } from '../events/event-writes';
import type { RouteDefinition } from '../http/types';
import { parseInput } from '../http/validation';

// The office's event writes (issue 12), admin claim only: 401 signed out, 403 for members. The body
// is parsed before anything is read, so a bad body is a 400 whether or not the event exists, and
// writes nothing. The public reads stay in routes/events.ts.
export const adminEventRoutes: RouteDefinition[] = [
  {
    method: 'POST',
    path: '/api/events',
    auth: 'admin',
    handler: async ({ caller, body }) => {
      const event = await createEvent(parseInput(eventInputSchema, body), caller);
      const answer: EventSavedResponse = {
        success: true,
        message: eventInputMessages.created,
        data: event,
      };
      return { status: 201, body: answer };
    },
  },
  {
    method: 'PUT',
    path: '/api/events/:id',
    auth: 'admin',
    handler: async ({ caller, params, body }) => {
      const input = parseInput(eventInputSchema, body);
      const event = await updateEvent(params.id ?? '', input, caller);
      const answer: EventSavedResponse = {
        success: true,
        message: eventInputMessages.updated,
        data: event,
      };
      return { body: answer };
    },
  },
  {
    method: 'DELETE',
    path: '/api/events/:id',
    auth: 'admin',
    handler: async ({ caller, params }) => {
      await deleteEvent(params.id ?? '', caller);
      return { body: { success: true, message: eventInputMessages.deleted } };
    },
  },
];

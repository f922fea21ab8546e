import { eventInputMessages } from '../contracts/event-input';
import type { EventSavedResponse } from '../contracts/event-input';
import { createEvent, deleteEvent, updateEvent } from '../events/event-writes';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// The office's event writes, admin claim only: 401 signed out, 403 for members. The body
// is parsed before anything is read, so a bad body is a 400 whether or not the event exists, and
// writes nothing. The public reads stay in routes/events.ts.
export const adminEventRoutes: RouteDefinition[] = [
  route('createEvent', async ({ caller, input }) => {
    const event = await createEvent(input.body, caller);
    const answer: EventSavedResponse = {
      success: true,
      message: eventInputMessages.created,
      data: event,
    };
    return { status: 201, body: answer };
  }),
  route('updateEvent', async ({ caller, params, input }) => {
    const event = await updateEvent(params.id ?? '', input.body, caller);
    const answer: EventSavedResponse = {
      success: true,
      message: eventInputMessages.updated,
      data: event,
    };
    return { body: answer };
  }),
  route('deleteEvent', async ({ caller, params }) => {
    await deleteEvent(params.id ?? '', caller);
    return { body: { success: true, message: eventInputMessages.deleted } };
  }),
];

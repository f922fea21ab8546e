import { onRequest } from 'firebase-functions/v2/https';
import { findEventById } from './events/event-repository';
import { eventPageAnswer } from './pages/event-page-answer';
import { pageFunctionOptions } from './pages/page-function-options';
import { reportFailure, sendAnswer } from './pages/send-answer';
import { loadWebShell } from './pages/web-shell';

/**
 * /events/{id} (and /mr/events/{id}) through a Hosting rewrite: the edition's SPA shell with the
 * event's title, description, share tags and schema.org data in its <head>, so link previews
 * (WhatsApp, Telegram, X) and crawlers see the event without running JavaScript; the page then
 * hydrates into the app as before.
 */
export const eventPage = onRequest(pageFunctionOptions(10), (request, response) =>
  sendAnswer(
    response,
    () =>
      // The address as Hosting received it, like the API reads it (percent-encoding kept).
      eventPageAnswer(request.method, request.originalUrl.split('?')[0] ?? '', {
        findEvent: findEventById,
        loadShell: (edition) => loadWebShell(edition),
        report: reportFailure,
      }),
    request.get('accept-encoding'),
  ),
);

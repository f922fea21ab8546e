import { onRequest } from 'firebase-functions/v2/https';
import { findEventById } from './events/event-repository';
import { eventPageAnswer } from './pages/event-page-answer';
import { loadRenderedPageBuild } from './pages/events-page-build';
import { pageFunctionOptions } from './pages/page-function-options';
import { reportFailure, sendAnswer } from './pages/send-answer';
import { loadWebShell } from './pages/web-shell';

/**
 * /events/{id} (and /mr/events/{id}) through a Hosting rewrite: the event's page rendered with the
 * event, its title, description, share tags and schema.org data, so link previews (WhatsApp,
 * Telegram, X) and crawlers see the event without running JavaScript and a phone paints it with
 * the page; the app then hydrates it.
 */
export const eventPage = onRequest(pageFunctionOptions(10), (request, response) =>
  sendAnswer(
    response,
    () =>
      // The address as Hosting received it, like the API reads it (percent-encoding kept).
      eventPageAnswer(request.method, request.originalUrl.split('?')[0] ?? '', {
        findEvent: findEventById,
        loadShell: (edition) => loadWebShell(edition),
        loadBuild: (edition) => loadRenderedPageBuild('/events/:eventId', edition),
        report: reportFailure,
      }),
    request.get('accept-encoding'),
  ),
);

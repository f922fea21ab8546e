import { onRequest } from 'firebase-functions/v2/https';
import { listEvents } from './events/event-repository';
import { eventsPageAnswer } from './pages/events-page-answer';
import { loadEventsPageBuild } from './pages/events-page-build';
import { pageFunctionOptions } from './pages/page-function-options';
import { reportFailure, sendAnswer } from './pages/send-answer';

/**
 * /events (and /mr/events) through a Hosting rewrite: the events page rendered with its events,
 * which the app then hydrates, so the cards paint with the page on a slow phone.
 */
export const eventsPage = onRequest(pageFunctionOptions(10), (request, response) =>
  sendAnswer(
    response,
    () =>
      eventsPageAnswer(request.method, request.originalUrl.split('?')[0] ?? '', {
        listEvents,
        loadBuild: (edition) => loadEventsPageBuild(edition),
        now: () => new Date(),
        report: reportFailure,
      }),
    request.get('accept-encoding'),
  ),
);

import { onRequest } from 'firebase-functions/v2/https';
import { readBrackets } from './championships/draw/bracket-views';
import { findEventById } from './events/event-repository';
import { bracketsPageAnswer } from './pages/brackets-page-answer';
import { loadRenderedPageBuild } from './pages/events-page-build';
import { pageFunctionOptions } from './pages/page-function-options';
import { reportFailure, sendAnswer } from './pages/send-answer';

/**
 * /events/{id}/brackets (and /mr/…) through a Hosting rewrite: a championship's brackets rendered
 * with the event's title and the draw, which the app then hydrates and keeps up to date, so a
 * phone in the hall paints them with the page.
 */
export const bracketsPage = onRequest(pageFunctionOptions(10), (request, response) =>
  sendAnswer(
    response,
    () =>
      bracketsPageAnswer(request.method, request.originalUrl, {
        findEvent: findEventById,
        readBrackets,
        loadBuild: (edition) => loadRenderedPageBuild('/events/:eventId/brackets', edition),
        report: reportFailure,
      }),
    request.get('accept-encoding'),
  ),
);

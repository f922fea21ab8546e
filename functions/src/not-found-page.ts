import { onRequest } from 'firebase-functions/v2/https';
import { editionNotFoundAnswer } from './pages/edition-not-found-answer';
import { pageFunctionOptions } from './pages/page-function-options';
import { reportFailure, sendAnswer } from './pages/send-answer';
import { loadEditionNotFoundPage } from './pages/web-shell';

/**
 * /mr/** through the last Hosting rewrite: an unknown address of the Marathi edition gets the
 * Marathi not-found page with status 404 (Hosting's own 404.html is one file, in English).
 */
export const notFoundPage = onRequest(pageFunctionOptions(5), (request, response) =>
  sendAnswer(
    response,
    () =>
      editionNotFoundAnswer(request.method, request.originalUrl.split('?')[0] ?? '', {
        loadPage: (edition) => loadEditionNotFoundPage(edition),
        report: reportFailure,
      }),
    request.get('accept-encoding'),
  ),
);

import { onRequest } from 'firebase-functions/v2/https';
import { listEventSitemapEntries } from './events/event-repository';
import { pageFunctionOptions } from './pages/page-function-options';
import { reportFailure, sendAnswer } from './pages/send-answer';
import { sitemapAnswer } from './pages/sitemap-answer';
import { loadWebShell } from './pages/web-shell';

/** /sitemap.xml through a Hosting rewrite: the public pages and every event, read live. */
export const sitemap = onRequest(pageFunctionOptions(5), (request, response) =>
  sendAnswer(
    response,
    () =>
      sitemapAnswer(request.method, {
        listEvents: listEventSitemapEntries,
        loadShell: () => loadWebShell(),
        report: reportFailure,
      }),
    request.get('accept-encoding'),
  ),
);

import { onRequest } from 'firebase-functions/v2/https';
import { listPublicGalleryItems } from './gallery/gallery-repository';
import { loadRenderedPageBuild } from './pages/events-page-build';
import { galleryPageAnswer } from './pages/gallery-page-answer';
import { pageFunctionOptions } from './pages/page-function-options';
import { reportFailure, sendAnswer } from './pages/send-answer';

/**
 * /gallery (and /mr/gallery) through a Hosting rewrite: the gallery rendered with its public
 * pictures, which the app then hydrates, so the first row paints with the page on a slow phone.
 */
export const galleryPage = onRequest(pageFunctionOptions(10), (request, response) =>
  sendAnswer(
    response,
    () =>
      galleryPageAnswer(request.method, request.originalUrl.split('?')[0] ?? '', {
        listItems: listPublicGalleryItems,
        loadBuild: (edition) => loadRenderedPageBuild('/gallery', edition),
        report: reportFailure,
      }),
    request.get('accept-encoding'),
  ),
);

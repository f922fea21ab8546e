import { editionOfPath, type TranslatedEdition } from './editions';
import {
  htmlAnswer,
  isReadMethod,
  methodNotAllowed,
  unavailable,
  type PageAnswer,
} from './page-answer';

/**
 * A new page appears only with a deploy, and each Hosting release clears the CDN: the edge may keep
 * the answer for an hour, a browser for five minutes (as Hosting serves its own 404.html).
 */
export const EDITION_NOT_FOUND_CACHE = 'public, max-age=300, s-maxage=3600';

export interface EditionNotFoundDeps {
  /** The edition's prerendered not-found page (its 404.html); throws when it cannot be read. */
  loadPage: (edition: TranslatedEdition) => Promise<string>;
  /** Told about failures that turn into a 503. */
  report: (message: string, error: unknown) => void;
}

/**
 * Any path of a translated edition that is neither a file nor one of its pages (the Hosting
 * rewrite `/mr/**` comes last): that edition's not-found page with status 404, so the visitor
 * reads it in their language and search engines see a real 404. It hydrates into the app, whose
 * catch-all route shows the same page.
 */
export async function editionNotFoundAnswer(
  method: string,
  path: string,
  deps: EditionNotFoundDeps,
): Promise<PageAnswer> {
  if (!isReadMethod(method)) return methodNotAllowed();
  const edition = editionOfPath(path);
  if (!edition) {
    return {
      status: 404,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': EDITION_NOT_FOUND_CACHE,
      },
      body: 'Page not found\n',
    };
  }
  let body: string;
  try {
    body = await deps.loadPage(edition);
  } catch (error) {
    deps.report(`The ${edition} not-found page (functions/web-shell) could not be read`, error);
    return unavailable();
  }
  return htmlAnswer(404, body, EDITION_NOT_FOUND_CACHE);
}

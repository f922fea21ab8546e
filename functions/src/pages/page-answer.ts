/** What a page function sends: independent of Express, so the handlers are plain functions. */
export interface PageAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: string;
}

export const HTML = 'text/html; charset=utf-8';
export const NO_STORE = 'no-store';

/** An HTML page with its status and caching. */
export function htmlAnswer(status: number, body: string, cache: string): PageAnswer {
  return { status, headers: { 'Content-Type': HTML, 'Cache-Control': cache }, body };
}

/** A GET-only resource answering any other method (Hosting forwards them all). */
export function methodNotAllowed(): PageAnswer {
  return {
    status: 405,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      Allow: 'GET, HEAD',
      'Cache-Control': NO_STORE,
    },
    body: 'Method not allowed\n',
  };
}

/** When the build's files or the database cannot be read: a retryable answer, never a 500. */
export function unavailable(): PageAnswer {
  return {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': NO_STORE,
      'Retry-After': '60',
    },
    body: 'This page is unavailable for a moment. Please try again shortly.\n',
  };
}

export const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';

import { bracketsSeedHtml, type BracketsSeed } from '../contracts/brackets-seed';
import type { Brackets } from '../contracts/bracket';
import type { Event } from '../contracts/event';
import { CACHE_HEADERS } from '../http/cache-headers';
import { HttpError } from '../http/http-error';
import { dataPageAnswer, type RenderedPageBuild } from './data-page-answer';
import { pathInEdition, type TranslatedEdition } from './editions';
import { eventIdFromPath } from './event-page-answer';
import type { PageAnswer } from './page-answer';

/** As fresh as the brackets' own answer (GET /api/events/{id}/brackets), which the page polls. */
export const BRACKETS_PAGE_CACHE = CACHE_HEADERS.live;

export interface BracketsPageDeps {
  /** The repository's lookup; throws when Firestore cannot be read. */
  findEvent: (id: string) => Promise<Event | undefined>;
  /** The API's brackets; a 404 HttpError before the draw or for an event that is no championship. */
  readBrackets: (id: string) => Promise<Brackets>;
  /** The edition's template of the page (its <head> left to write) and its server entry. */
  loadBuild: (edition: TranslatedEdition | null) => Promise<RenderedPageBuild>;
  /** Told about failures, whether or not the visitor sees one. */
  report: (message: string, error: unknown) => void;
}

/** The brackets, or null where the API answers 404 (not drawn yet, or no such championship). */
async function bracketsOrNone(read: Promise<Brackets>): Promise<Brackets | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/**
 * GET /events/{id}/brackets (`url`: its path and query as Hosting received them) and its twin in each translated edition: the page rendered with the
 * event's title and its brackets (or its "not drawn yet"), and their data block, so a phone in
 * the hall paints them with the page. Answered 200 for any id, as the app's own page is: an
 * unknown championship reads as not drawn. Without its data (Firestore failed, or a malformed id)
 * the page is rendered waiting, uncached, and the app loads them itself.
 */
export function bracketsPageAnswer(
  method: string,
  url: string,
  deps: BracketsPageDeps,
): Promise<PageAnswer> {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  // The query chooses what the page shows (`?division=…&follow=…`): rendered as the browser will.
  const search = at < 0 ? '' : url.slice(at);
  const id = eventIdFromPath(path, 'brackets');
  return dataPageAnswer<BracketsSeed | null>(method, path, {
    name: 'brackets',
    loadBuild: deps.loadBuild,
    async readData() {
      // A malformed id names no championship: rendered without a read, the app answers it.
      if (id === null) return null;
      const [event, brackets] = await Promise.all([
        deps.findEvent(id),
        bracketsOrNone(deps.readBrackets(id)),
      ]);
      return { eventId: id, title: event?.title ?? null, brackets };
    },
    async render({ renderer }, seed) {
      // The router's own path and the query, as the visitor's browser will read them.
      const page = await renderer.renderPage(
        `${pathInEdition(path)}${search}`,
        seed ? { bracketsSeed: seed } : {},
      );
      return { root: page.html, dataBlock: seed ? bracketsSeedHtml(seed) : '', head: page };
    },
    cache: BRACKETS_PAGE_CACHE,
    report: deps.report,
  });
}

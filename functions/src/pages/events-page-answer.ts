import { CACHE_HEADERS } from '../http/cache-headers';
import { dataPageAnswer, type RenderedPageBuild } from './data-page-answer';
import type { TranslatedEdition } from './editions';
import type { PageAnswer } from './page-answer';

/**
 * As fresh as the list's own answer (GET /api/events): a minute in browsers, five in the Hosting
 * CDN. Each Hosting release clears the CDN.
 */
export const EVENTS_PAGE_CACHE = CACHE_HEADERS.public;

/** An edition's events page template (its <head> filled, its root empty) and server entry. */
export type EventsPageBuild = RenderedPageBuild;

export interface EventsPageDeps {
  /** The events of GET /api/events; throws when Firestore cannot be read. */
  listEvents: () => Promise<readonly unknown[]>;
  loadBuild: (edition: TranslatedEdition | null) => Promise<EventsPageBuild>;
  now: () => Date;
  /** Told about failures, whether or not the visitor sees one. */
  report: (message: string, error: unknown) => void;
}

/** GET /events and /mr/events: the page rendered with the events in it and their data block. */
export function eventsPageAnswer(
  method: string,
  path: string,
  deps: EventsPageDeps,
): Promise<PageAnswer> {
  return dataPageAnswer(method, path, {
    name: 'events',
    loadBuild: deps.loadBuild,
    readData: deps.listEvents,
    async render({ renderer }, items) {
      const seed = items ? renderer.eventsSeed(items, deps.now()) : undefined;
      const page = await renderer.renderPage('/events', seed ? { eventsSeed: seed } : {});
      return { root: page.html, dataBlock: seed ? renderer.eventsSeedHtml(seed) : '' };
    },
    cache: EVENTS_PAGE_CACHE,
    report: deps.report,
  });
}

import { EMPTY_ROOT, type WebRenderer } from '../contracts/web-shell';
import { CACHE_HEADERS } from '../http/cache-headers';
import { editionOfPath, type TranslatedEdition } from './editions';
import {
  htmlAnswer,
  isReadMethod,
  methodNotAllowed,
  NO_STORE,
  unavailable,
  type PageAnswer,
} from './page-answer';

/**
 * As fresh as the list's own answer (GET /api/events): a minute in browsers, five in the Hosting
 * CDN. Each Hosting release clears the CDN.
 */
export const EVENTS_PAGE_CACHE = CACHE_HEADERS.public;

/** An edition's events page template (its <head> filled, its root empty) and server entry. */
export interface EventsPageBuild {
  template: string;
  renderer: WebRenderer;
}

export interface EventsPageDeps {
  /** The events of GET /api/events; throws when Firestore cannot be read. */
  listEvents: () => Promise<readonly unknown[]>;
  loadBuild: (edition: TranslatedEdition | null) => Promise<EventsPageBuild>;
  now: () => Date;
  /** Told about failures, whether or not the visitor sees one. */
  report: (message: string, error: unknown) => void;
}

/**
 * GET /events and /mr/events: the page rendered with the events in it, so a phone paints the
 * cards with the page rather than after the app, a script chunk and an API call. When the events
 * cannot be read the page is rendered without them, and when it cannot be rendered the template
 * goes out with its empty root: either way the app starts and loads the list itself.
 */
export async function eventsPageAnswer(
  method: string,
  path: string,
  deps: EventsPageDeps,
): Promise<PageAnswer> {
  if (!isReadMethod(method)) return methodNotAllowed();
  let build: EventsPageBuild;
  try {
    build = await deps.loadBuild(editionOfPath(path));
    if (!build.template.includes(EMPTY_ROOT)) throw new Error('events.html has no empty root');
  } catch (error) {
    deps.report('The web build (functions/web-shell) could not be read', error);
    return unavailable();
  }
  let items: readonly unknown[] | null = null;
  try {
    items = await deps.listEvents();
  } catch (error) {
    deps.report('Reading the events for their page failed', error);
  }
  try {
    const seed = items ? build.renderer.eventsSeed(items, deps.now()) : undefined;
    const page = await build.renderer.renderPage('/events', seed ? { eventsSeed: seed } : {});
    const filled = `<div id="root">${page.html}</div>${seed ? build.renderer.eventsSeedHtml(seed) : ''}`;
    // A function, so a `$&` in an event's text is not read as a replacement pattern.
    const body = build.template.replace(EMPTY_ROOT, () => filled);
    return htmlAnswer(200, body, seed ? EVENTS_PAGE_CACHE : NO_STORE);
  } catch (error) {
    deps.report('Rendering the events page failed', error);
    return htmlAnswer(200, build.template, NO_STORE);
  }
}

import type { Event } from '../contracts/event';
import { fillPageHead, type PageHead } from '../contracts/head-tags';
import { eventSeedHtml } from '../contracts/web-shell';
import { isPlausibleDocumentId } from '../db/document-id';
import { fillRoot, type RenderedPageBuild } from './data-page-answer';
import { editionOfPath, pathInEdition, type TranslatedEdition } from './editions';
import { eventHead, eventNotFoundHead } from './event-head';
import {
  htmlAnswer,
  isReadMethod,
  methodNotAllowed,
  NO_STORE,
  unavailable,
  type PageAnswer,
} from './page-answer';
import type { WebShell } from './web-shell';

/**
 * A found event's page is cached by browsers for 5 minutes and by the Hosting CDN for 10: an
 * edited event shows in previews within minutes, and a link shared to a group of parents costs
 * one function call, not one per tap. Each Hosting release clears the CDN, so a deploy never
 * serves a shell whose scripts are gone.
 */
export const EVENT_PAGE_CACHE = 'public, max-age=300, s-maxage=600';
/** Short, so an event created just after someone opened its link appears within a minute. */
export const NOT_FOUND_CACHE = 'public, max-age=60, s-maxage=60';

export interface EventPageDeps {
  /** The repository's lookup; throws when Firestore cannot be read. */
  findEvent: (id: string) => Promise<Event | undefined>;
  /** The English build's shell and facts, or a translated edition's. */
  loadShell: (edition: TranslatedEdition | null) => Promise<WebShell>;
  /**
   * The edition's template of the event page (its stylesheet and starter, the <head> left to
   * write) and its server entry.
   */
  loadBuild: (edition: TranslatedEdition | null) => Promise<RenderedPageBuild>;
  /** Told about failures, whether or not the visitor sees one. */
  report: (message: string, error: unknown) => void;
}

/**
 * The id in /events/{id} (or /mr/events/{id}), or with `page` in /events/{id}/{page} (the
 * brackets), or null for any other path or an id Firestore could not hold.
 */
export function eventIdFromPath(path: string, page: '' | 'brackets' = ''): string | null {
  const pattern = page ? new RegExp(`^/events/([^/]+)/${page}/?$`) : /^\/events\/([^/]+)\/?$/;
  const match = pattern.exec(pathInEdition(path));
  if (!match?.[1]) return null;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  return isPlausibleDocumentId(id) ? id : null;
}

/**
 * The event's page rendered with the event in it and its data block, or null (reported) when it
 * cannot be. The page's body carries the event's schema.org data (the app keeps it there once it
 * runs), so the head does not repeat it.
 */
async function renderedEventPage(
  event: Event,
  head: PageHead,
  edition: TranslatedEdition | null,
  deps: EventPageDeps,
): Promise<string | null> {
  try {
    const { template, renderer } = await deps.loadBuild(edition);
    const seed = { event };
    const page = await renderer.renderPage(`/events/${encodeURIComponent(event.id)}`, {
      eventSeed: seed,
    });
    return fillRoot(
      fillPageHead(template, { ...head, jsonLd: undefined }),
      page.html,
      eventSeedHtml(seed),
    );
  } catch (error) {
    deps.report('Rendering the event page failed', error);
    return null;
  }
}

/**
 * GET /events/{id} and its twin in each translated edition (/mr/events/{id}, with that edition's
 * build, title and words): the event's page rendered with the event and its head (200), so a phone
 * paints it with the page; the SPA shell with the 'Event Not Found' head (404) or, when Firestore
 * fails, as it is (503), where the app starts at once and retries on its own. When the page cannot
 * be rendered, the shell with the event's head goes out uncached and the app loads the event.
 */
export async function eventPageAnswer(
  method: string,
  path: string,
  deps: EventPageDeps,
): Promise<PageAnswer> {
  if (!isReadMethod(method)) return methodNotAllowed();
  const edition = editionOfPath(path);
  let shell: WebShell;
  try {
    shell = await deps.loadShell(edition);
  } catch (error) {
    deps.report('The web build (functions/web-shell) could not be read', error);
    return unavailable();
  }
  const id = eventIdFromPath(path);
  let event: Event | undefined;
  try {
    // A malformed id names no event: answered without a read.
    event = id === null ? undefined : await deps.findEvent(id);
  } catch (error) {
    deps.report('Reading the event for its page failed', error);
    return htmlAnswer(503, shell.appHtml, NO_STORE);
  }
  if (!event)
    return htmlAnswer(
      404,
      fillPageHead(shell.appHtml, eventNotFoundHead(shell.facts)),
      NOT_FOUND_CACHE,
    );
  const head = eventHead(event, shell.facts);
  const rendered = await renderedEventPage(event, head, edition, deps);
  return rendered === null
    ? htmlAnswer(200, fillPageHead(shell.appHtml, head), NO_STORE)
    : htmlAnswer(200, rendered, EVENT_PAGE_CACHE);
}

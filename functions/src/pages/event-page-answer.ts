import type { Event } from '../contracts/event';
import { fillPageHead } from '../contracts/head-tags';
import { isPlausibleDocumentId } from '../db/document-id';
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
  /** Told about failures that turn into a 503. */
  report: (message: string, error: unknown) => void;
}

/**
 * The id in /events/{id} (or /mr/events/{id}), or null for any other path or an id Firestore could
 * not hold.
 */
export function eventIdFromPath(path: string): string | null {
  const match = /^\/events\/([^/]+)\/?$/.exec(pathInEdition(path));
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
 * GET /events/{id} and its twin in each translated edition (/mr/events/{id}, with that edition's
 * shell, title and words): the SPA shell with the event's head (200), with the 'Event Not Found' head
 * (404) or, when Firestore fails, as it is (503) — the app still starts and retries on its own.
 */
export async function eventPageAnswer(
  method: string,
  path: string,
  deps: EventPageDeps,
): Promise<PageAnswer> {
  if (!isReadMethod(method)) return methodNotAllowed();
  let shell: WebShell;
  try {
    shell = await deps.loadShell(editionOfPath(path));
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
  return htmlAnswer(
    200,
    fillPageHead(shell.appHtml, eventHead(event, shell.facts)),
    EVENT_PAGE_CACHE,
  );
}

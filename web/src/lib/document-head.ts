/**
 * What a page wants in <title> and the meta description instead of its registry entry, e.g. an
 * event's page naming the event once it has loaded.
 *
 * The layout (app/hooks/use-route-document-head.ts) is the only writer of the document head: it
 * reads this store and applies the override when there is one. A page that wrote document.title
 * itself would lose on mount, because the layout's effects run after the page's.
 */
export interface DocumentHeadOverride {
  /** The page part of the title; the site name is added as for every page. */
  title?: string;
  description?: string;
}

let current: DocumentHeadOverride | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * Puts `override` in place until the returned function is called. That function only clears its
 * own override, so a page leaving after the next one arrived does not wipe the newcomer's.
 */
export function setDocumentHeadOverride(override: DocumentHeadOverride): () => void {
  current = override;
  notify();
  return () => {
    if (current !== override) return;
    current = null;
    notify();
  };
}

/** The override in force, or null; a stable object between changes (useSyncExternalStore). */
export function documentHeadOverride(): DocumentHeadOverride | null {
  return current;
}

export function subscribeDocumentHead(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

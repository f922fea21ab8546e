import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router-dom';
import { matchedPage } from '@/app/route-handle';
import { formatDocumentTitle } from '@/config/site';
import { documentHeadOverride, subscribeDocumentHead } from '@/lib/document-head';

/**
 * Keeps <title> and the meta description in step with the current page, as the prerendered HTML
 * has them, so a page reached by a client-side navigation reads the same as one loaded directly.
 * A page that knows better (an event's page, once the event has loaded) says so through
 * useDocumentHeadOverride; this hook stays the only one that writes the head.
 */
export function useRouteDocumentHead(): void {
  const page = matchedPage(useMatches().map((match) => match.handle));
  const override = useSyncExternalStore(
    subscribeDocumentHead,
    documentHeadOverride,
    documentHeadOverride,
  );
  const title = formatDocumentTitle(override?.title ?? page?.title);
  const description = override?.description ?? page?.description;

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}

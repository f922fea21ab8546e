import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { matchedPage } from '@/app/route-handle';
import { pageHead } from '@/config/page-head';
import { documentHeadOverride, subscribeDocumentHead } from '@/lib/document-head';
import { applyHeadTags } from '@/lib/head-tags';

/**
 * Keeps <title>, the meta description, robots, the canonical link and the share tags in step with
 * the current page, as the prerendered HTML has them (config/page-head.ts), so a page reached by a
 * client-side navigation reads the same as one loaded directly. A page that knows better (an
 * event's page, once the event has loaded) says so through useDocumentHeadOverride; this hook
 * stays the only one that writes the head.
 */
export function useRouteDocumentHead(): void {
  const page = matchedPage(useMatches().map((match) => match.handle));
  const { pathname } = useLocation();
  const override = useSyncExternalStore(
    subscribeDocumentHead,
    documentHeadOverride,
    documentHeadOverride,
  );
  const head = useMemo(
    () => (page ? pageHead(page, { pathname, override }) : null),
    [page, pathname, override],
  );

  useEffect(() => {
    if (!head) return;
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
    applyHeadTags(document, head);
  }, [head]);
}

import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { matchedPage } from '@/app/route-handle';
import { formatDocumentTitle } from '@/config/site';

/**
 * Keeps <title> and the meta description in step with the current page, as the prerendered HTML
 * has them, so a page reached by a client-side navigation reads the same as one loaded directly.
 */
export function useRouteDocumentHead(): void {
  const page = matchedPage(useMatches().map((match) => match.handle));
  const title = formatDocumentTitle(page?.title);
  const description = page?.description;

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (!description) return;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [description]);
}

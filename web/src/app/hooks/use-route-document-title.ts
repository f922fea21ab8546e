import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { isRouteHandle } from '@/app/route-handle';
import { formatDocumentTitle } from '@/config/site';

/** Keeps <title> in step with the deepest matched route that declares one. */
export function useRouteDocumentTitle(): void {
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const title = formatDocumentTitle(handle?.title);

  useEffect(() => {
    document.title = title;
  }, [title]);
}

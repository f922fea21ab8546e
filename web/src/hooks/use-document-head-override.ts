import { useEffect } from 'react';
import { setDocumentHeadOverride } from '@/lib/document-head';

/**
 * Gives the current page its own title and meta description (see lib/document-head.ts). Null
 * leaves the registry's in place, e.g. while the page's data loads; leaving the page restores them.
 */
export function useDocumentHeadOverride(title: string | null, description: string | null): void {
  useEffect(() => {
    if (title === null && description === null) return;
    return setDocumentHeadOverride({
      ...(title !== null ? { title } : {}),
      ...(description !== null ? { description } : {}),
    });
  }, [title, description]);
}

import type { MouseEvent } from 'react';
import { shellCopy } from '@/app/content/shell-copy';
import { focusMainContent, MAIN_CONTENT_ID } from '@/lib/focus';

/** First stop for keyboard users: jumps past the header straight into the page. */
export function SkipLink() {
  // Handled in script so the jump does not add a "#main-content" history entry for the router.
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusMainContent({ preventScroll: false });
  };

  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={handleClick}>
      {shellCopy.skipLink}
    </a>
  );
}

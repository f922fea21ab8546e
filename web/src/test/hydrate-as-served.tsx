import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render } from '@testing-library/react';

/**
 * A page as a function serves it (functions/src/pages/data-page-answer.ts), hydrated as main.tsx
 * does: `server` rendered to HTML in a root, the page's data block after it, then `client` (the
 * same page without the server's data) hydrated onto that HTML. `before` looks at the server's
 * HTML first; what it answers is returned.
 */
export function hydrateAsServed<Seen>(
  server: ReactElement,
  client: ReactElement,
  dataBlock: string,
  before: (root: HTMLElement) => Seen,
): Seen {
  const container = document.createElement('div');
  container.innerHTML = renderToString(server);
  document.body.append(container);
  document.body.insertAdjacentHTML('beforeend', dataBlock);
  const seen = before(container);
  render(client, { container, hydrate: true });
  return seen;
}

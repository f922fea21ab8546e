import { Link } from 'react-router-dom';
import { pagePath } from '@/config/page-registry';
import { MAIN_CONTENT_ID } from '@/lib/focus';

/**
 * Shown when a route fails to render or its code cannot be fetched (typically a stale tab after a
 * deployment), so the visitor gets a way forward instead of a blank page. Unknown paths never get
 * here: the `*` route renders the 404 page inside the layout.
 */
export function RouteError() {
  return (
    <main id={MAIN_CONTENT_ID} className="route-error container">
      <h1>Something went wrong</h1>
      <p>This page could not be loaded. Please reload it, or go back to the home page.</p>
      <p>
        <a href={window.location.href}>Reload the page</a> ·{' '}
        <Link to={pagePath('home')}>Back to Home</Link>
      </p>
    </main>
  );
}

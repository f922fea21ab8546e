import { Link } from 'react-router-dom';
import { shellCopy } from '@/app/content/shell-copy';
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
      <h1>{shellCopy.routeError.heading}</h1>
      <p>{shellCopy.routeError.text}</p>
      <p>
        <a href={window.location.href}>{shellCopy.routeError.reload}</a> ·{' '}
        <Link to={pagePath('home')}>{shellCopy.routeError.home}</Link>
      </p>
    </main>
  );
}

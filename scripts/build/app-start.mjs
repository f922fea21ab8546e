// @ts-check
// A prerendered page paints from its HTML and one stylesheet; the app's JavaScript (~115 KB gz)
// only hydrates what is already on screen. Linked from the <head> as Vite writes it (a module
// script and its modulepreloads), that JavaScript downloads alongside the stylesheet and the
// page's largest picture and shares a slow phone's bandwidth with them, so the first paint waits
// behind it (docs/decisions.md, "Speed: the first paint never waits behind JavaScript"). Instead
// each prerendered page names one small starter script, which requests the app's entry and its
// modulepreloads once the browser has painted. The client-only shell (app.html) keeps Vite's
// tags: it has nothing to paint before the app runs.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The starter, as the browser runs it. It waits for the browser's own report of the first
// contentful paint (a `paint` performance entry, made once the frame is on screen): starting from
// an animation frame instead let the app's requests begin before that frame was shown on a busy
// machine, and the paint waited behind them again. A page opened in a background tab paints
// nothing, so nothing waits: the app starts at once; the timer covers a browser that never
// reports paints. `crossOrigin = ''` matches the `crossorigin` Vite puts on its own tags, so the
// entry's import reuses the preloaded responses. The preloads (the entry's modules, then the
// page's route modules) are added a few per task: each added tag costs the main thread about a
// millisecond on a phone, and some thirty of them in one task delayed a tap. The entry is
// imported after the last, so Vite's loader finds the route's modules already requested.
export const STARTER_SOURCE = `const tag = document.querySelector('script[data-app-entry]');
const PRELOADS_PER_TASK = 4;
let started = false;
const start = () => {
  if (started || !tag) return;
  started = true;
  const hrefs = [tag.dataset.appPreload, tag.dataset.appRoutePreload]
    .join(' ')
    .split(' ')
    .filter(Boolean);
  const preloadSome = () => {
    for (const href of hrefs.splice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    if (hrefs.length) setTimeout(preloadSome, 0);
    else import(tag.dataset.appEntry);
  };
  preloadSome();
};
if (document.visibilityState === 'hidden') start();
else {
  new PerformanceObserver((list, observer) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 3000);
}
`;

const entryScript = /\n?[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const modulePreload = /\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * `html` with Vite's entry script and modulepreloads replaced by the starter, which carries their
 * URLs in data attributes, and `routeScripts` (the page's route modules) not already among them in
 * one more: the app's own modules stay apart from the page's, as the JavaScript budget counts them
 * apart (scripts/measure/bundle-size.mjs). Fails if the head does not hold exactly one entry
 * script, so a change in how Vite writes its tags stops the build instead of shipping a page that
 * never hydrates.
 * @param {string} html @param {string} starterUrl @param {string[]} [routeScripts]
 */
export function startAppAfterPaint(html, starterUrl, routeScripts = []) {
  const entries = [...html.matchAll(entryScript)].map((match) => match[1]);
  if (entries.length !== 1)
    throw new Error(`Expected one module entry script in the page, found ${entries.length}`);
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1]);
  const named = new Set([entries[0], ...preloads]);
  const routePreloads = [...new Set(routeScripts)].filter((href) => !named.has(href));
  const starter =
    `\n    <script type="module" src="${starterUrl}" data-app-entry="${entries[0]}"` +
    ` data-app-preload="${preloads.join(' ')}"` +
    (routePreloads.length ? ` data-app-route-preload="${routePreloads.join(' ')}"` : '') +
    `></script>`;
  return html.replace(modulePreload, '').replace(entryScript, () => starter);
}

/**
 * Writes the starter into the edition's assets (content-hashed, so Hosting's immutable caching
 * and the precache treat it like Vite's files) and returns the transform for its pages.
 * @param {string} distDir the edition's folder of web/dist @param {string} base e.g. '/' or '/mr/'
 * @returns {(html: string, routeScripts?: string[]) => string}
 */
export function appStarter(distDir, base) {
  const hash = createHash('sha256').update(STARTER_SOURCE).digest('hex').slice(0, 10);
  const file = `assets/app-start-${hash}.js`;
  writeFileSync(join(distDir, file), STARTER_SOURCE);
  return (html, routeScripts) => startAppAfterPaint(html, `${base}${file}`, routeScripts);
}

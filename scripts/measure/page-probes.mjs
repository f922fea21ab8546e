// @ts-check
// Functions that Playwright runs inside the measured page (scripts/measure/page-measure.mjs): they see
// the browser's globals only and must not use anything from their module.

/**
 * Runs in the page before any of its scripts: records every layout shift from the very start.
 * Shifts right after a user input are excluded, as the CLS metric does (there is no input here).
 */
export function observeLayoutShifts() {
  /** @type {Window & { __layoutShift?: number }} */
  const win = window;
  win.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = /** @type {PerformanceEntry & { value: number, hadRecentInput: boolean }} */ (
        entry
      );
      if (!shift.hadRecentInput) win.__layoutShift = (win.__layoutShift ?? 0) + shift.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * The layout shift recorded by observeLayoutShifts, read two frames from now so that a shift
 * caused by the last change has been reported.
 * @returns {Promise<number>}
 */
export function layoutShiftSoFar() {
  /** @type {Window & { __layoutShift?: number }} */
  const win = window;
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve(win.__layoutShift ?? 0))),
  );
}

/**
 * In the page: the stylesheets and synchronous scripts in the <head> of the HTML as served (what
 * the browser must fetch before it may paint), parsed from the original text so that elements the
 * app adds later do not count.
 * @param {string} html
 */
export function renderBlockingIn(html) {
  const head = new DOMParser().parseFromString(html, 'text/html').head;
  const blocking = [];
  for (const link of head.querySelectorAll('link[rel~="stylesheet"]')) {
    const media = link.getAttribute('media');
    if (link.hasAttribute('disabled') || (media && !matchMedia(media).matches)) continue;
    blocking.push(link.getAttribute('href') ?? '(no href)');
  }
  for (const script of head.querySelectorAll('script[src]')) {
    const type = script.getAttribute('type');
    if (script.hasAttribute('async') || script.hasAttribute('defer') || type === 'module') continue;
    blocking.push(script.getAttribute('src') ?? '(no src)');
  }
  return blocking;
}

/**
 * In the page: the scripts the HTML as served names by itself — `<script src>`, and
 * `<link rel="modulepreload">` or `rel="preload" as="script"` — anywhere in it: the browser's
 * preload scanner requests them all at once, beside the stylesheet and the largest picture.
 * Scripts the page adds later (the app, once the starter runs) do not count.
 * @param {string} html
 * @returns {string[]}
 */
export function scriptsNamedIn(html) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const selector =
    'script[src], link[rel~="modulepreload"][href], link[rel~="preload"][as="script"][href]';
  return [...doc.querySelectorAll(selector)].map(
    (element) =>
      new URL(element.getAttribute('src') ?? element.getAttribute('href') ?? '', location.href)
        .href,
  );
}

/**
 * In the page: URLs of the images whose box intersects the first viewport (page scrolled to the
 * top): <img> (the candidate the browser chose), SVG <image> and CSS background images.
 */
export function imagesAboveTheFold() {
  const urls = new Set();
  const inView = (/** @type {Element} */ el) => {
    const box = el.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth
    );
  };
  for (const el of document.querySelectorAll('*')) {
    if (!inView(el)) continue;
    if (el instanceof HTMLImageElement && el.currentSrc) urls.add(el.currentSrc);
    if (el instanceof SVGImageElement && el.href.baseVal) {
      urls.add(new URL(el.href.baseVal, document.baseURI).href);
    }
    const background = getComputedStyle(el).backgroundImage;
    for (const match of background.matchAll(/url\("?([^")]+)"?\)/g)) {
      urls.add(new URL(match[1], document.baseURI).href);
    }
  }
  return [...urls];
}

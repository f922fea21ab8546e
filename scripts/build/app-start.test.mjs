// @ts-check
import { describe, expect, it, vi } from 'vitest';
import { STARTER_SOURCE, startAppAfterPaint } from './app-start.mjs';

// The head as Vite writes it for the English edition (abridged).
const viteHead = `<head>
    <title>Home</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/registry-C3.js">
    <link rel="stylesheet" crossorigin href="/assets/page-styles-D4.css">
  </head>`;

describe('startAppAfterPaint', () => {
  it('leaves no module script or modulepreload that would download before the first paint', () => {
    const html = startAppAfterPaint(viteHead, '/assets/app-start-E5.js');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('index-A1.js"></script>');
    expect([...html.matchAll(/<script /g)]).toHaveLength(1);
    expect(html).toContain(
      '<script type="module" src="/assets/app-start-E5.js" data-app-entry="/assets/index-A1.js"' +
        ' data-app-preload="/assets/react-B2.js /assets/registry-C3.js"></script>',
    );
    // The stylesheet is untouched: it is what the page paints with.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/page-styles-D4.css">');
  });

  it("adds the page's route modules after the entry's, without repeating one", () => {
    const html = startAppAfterPaint(viteHead, '/assets/app-start-E5.js', [
      '/assets/programs-F6.js',
      '/assets/react-B2.js',
      '/assets/index-A1.js',
    ]);
    expect(html).toContain(
      'data-app-preload="/assets/react-B2.js /assets/registry-C3.js"' +
        ' data-app-route-preload="/assets/programs-F6.js"></script>',
    );
  });

  it('refuses a page whose entry script is missing or doubled, rather than ship one that never hydrates', () => {
    expect(() => startAppAfterPaint('<head></head>', '/s.js')).toThrow(/found 0/);
    const twice = viteHead.replace(
      '<title>',
      '<script type="module" crossorigin src="/x.js"></script><title>',
    );
    expect(() => startAppAfterPaint(twice, '/s.js')).toThrow(/found 2/);
  });
});

/**
 * Runs the starter against a stand-in document; `load` stands for the browser's import() and
 * `paint(name)` delivers a paint entry to its observer.
 * @param {'visible' | 'hidden'} visibilityState
 */
function runStarter(visibilityState = 'visible') {
  /** @type {{ rel?: string, crossOrigin?: string, href?: string }[]} */
  const head = [];
  /** @type {((list: { getEntriesByName: (name: string) => object[] }, observer: { disconnect: () => void }) => void)[]} */
  const observers = [];
  const disconnect = vi.fn();
  const load = vi.fn();
  const tag = {
    dataset: {
      appEntry: '/assets/index-A1.js',
      appPreload: '/a.js /b.js /c.js',
      appRoutePreload: '/d.js /e.js /f.js',
    },
  };
  const document = {
    visibilityState,
    querySelector: () => tag,
    createElement: () => ({}),
    head: { append: (/** @type {object} */ link) => head.push(link) },
  };
  class PerformanceObserver {
    constructor(/** @type {(typeof observers)[number]} */ callback) {
      observers.push(callback);
    }
    observe() {}
  }
  const paint = (/** @type {string} */ name) => {
    for (const callback of observers)
      callback(
        { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
        { disconnect },
      );
  };
  const run = new Function(
    'document',
    'PerformanceObserver',
    'load',
    STARTER_SOURCE.replace('import(', 'load('),
  );
  run(document, PerformanceObserver, load);
  return { head, paint, load, disconnect };
}

describe('the starter', () => {
  it('requests the app only once the first contentful paint is reported, once, preloads first', () => {
    vi.useFakeTimers();
    try {
      const { head, paint, load, disconnect } = runStarter();
      paint('first-paint');
      vi.advanceTimersByTime(0);
      expect(load).not.toHaveBeenCalled();
      expect(head).toEqual([]);

      paint('first-contentful-paint');
      vi.advanceTimersByTime(0);
      expect(disconnect).toHaveBeenCalled();
      // A few per task, so no task holds the main thread long; the entry after the last.
      expect(head.map((link) => link.href)).toEqual(['/a.js', '/b.js', '/c.js', '/d.js']);
      expect(head[0]).toEqual({ rel: 'modulepreload', crossOrigin: '', href: '/a.js' });
      expect(load).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(head.map((link) => link.href)).toEqual([
        '/a.js',
        '/b.js',
        '/c.js',
        '/d.js',
        '/e.js',
        '/f.js',
      ]);
      expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-A1.js');

      vi.advanceTimersByTime(5_000);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the app at once in a background tab, which paints nothing', () => {
    vi.useFakeTimers();
    try {
      const { head, load } = runStarter('hidden');
      expect(head).toHaveLength(4);
      vi.advanceTimersByTime(1);
      expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-A1.js');
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts the app anyway after 3 s in a browser that never reports a paint', () => {
    vi.useFakeTimers();
    try {
      const { load } = runStarter();
      vi.advanceTimersByTime(2_999);
      expect(load).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2);
      expect(load).toHaveBeenCalledExactlyOnceWith('/assets/index-A1.js');
    } finally {
      vi.useRealTimers();
    }
  });
});

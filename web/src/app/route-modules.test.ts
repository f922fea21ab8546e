import { afterEach, describe, expect, it } from 'vitest';
import { evaluateInTurn, startersRouteModules } from '@/app/route-modules';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('startersRouteModules', () => {
  it("reads the starter's route modules in its order", () => {
    document.head.innerHTML =
      '<script type="module" data-app-entry="/assets/index.js" data-app-route-preload="/assets/a.js /assets/b.js /assets/page.js"></script>';
    expect(startersRouteModules()).toEqual(['/assets/a.js', '/assets/b.js', '/assets/page.js']);
  });

  it('is empty without a starter (the development server, the client-only shell)', () => {
    expect(startersRouteModules()).toEqual([]);
  });
});

describe('evaluateInTurn', () => {
  it('imports each module in order, each in a task of its own', async () => {
    const seen: string[] = [];
    await evaluateInTurn(['a', 'b', 'c'], async (url) => {
      seen.push(url);
      // A task queued by this import runs before the next import: the imports do not share one.
      setTimeout(() => seen.push(`task after ${url}`), 0);
    });
    expect(seen).toEqual(['a', 'task after a', 'b', 'task after b', 'c']);
  });

  it('stops at the first module that fails, without failing itself', async () => {
    const loaded: string[] = [];
    await expect(
      evaluateInTurn(['a', 'b', 'c'], async (url) => {
        if (url === 'b') throw new Error('offline');
        loaded.push(url);
      }),
    ).resolves.toBeUndefined();
    expect(loaded).toEqual(['a']);
  });
});

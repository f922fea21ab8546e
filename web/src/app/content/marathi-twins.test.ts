import { describe, expect, it } from 'vitest';

// A local check of this branch's Marathi twins until the generic one of the locale build lands:
// each .mr.ts exports the English module's names with the same shape, and is written in Marathi.
const english = import.meta.glob<Record<string, unknown>>(
  [
    '/src/app/content/shell-copy.ts',
    '/src/components/ui/ui-copy.ts',
    '/src/components/ui/carousel-copy.ts',
    '/src/config/offline-copy.ts',
    '/src/config/site.ts',
    '/src/features/chat/content/chat-toggle-copy.ts',
    '/src/features/home/content/*.ts',
    '/src/features/not-found/content/not-found-intro.ts',
    '/src/lib/date-words.ts',
    '/src/lib/events/sample-events-content.ts',
    '!**/*.mr.ts',
  ],
  { eager: true },
);
const marathi = import.meta.glob<Record<string, unknown>>(
  [
    '/src/app/content/*.mr.ts',
    '/src/components/ui/*.mr.ts',
    '/src/config/offline-copy.mr.ts',
    '/src/config/site.mr.ts',
    '/src/features/chat/content/chat-toggle-copy.mr.ts',
    '/src/features/home/content/*.mr.ts',
    '/src/features/not-found/content/*.mr.ts',
    '/src/lib/date-words.mr.ts',
    '/src/lib/events/sample-events-content.mr.ts',
  ],
  { eager: true },
);

const DEVANAGARI = /[\u0900-\u097F]/;

/** Same kinds, same array lengths, same keys (a key written in Marathi is a label, like a value). */
function expectSameShape(en: unknown, mr: unknown, path: string): void {
  expect(typeof mr, path).toBe(typeof en);
  if (Array.isArray(en)) {
    expect(Array.isArray(mr), path).toBe(true);
    expect((mr as unknown[]).length, path).toBe(en.length);
    en.forEach((item, index) =>
      expectSameShape(item, (mr as unknown[])[index], `${path}[${index}]`),
    );
  } else if (en !== null && typeof en === 'object') {
    const enKeys = Object.keys(en);
    const mrKeys = Object.keys(mr as object);
    expect(mrKeys.length, path).toBe(enKeys.length);
    enKeys.forEach((key, index) => {
      const mrKey = mrKeys[index] ?? '';
      if (!DEVANAGARI.test(mrKey)) expect(mrKey, path).toBe(key);
      expectSameShape(
        (en as Record<string, unknown>)[key],
        (mr as Record<string, unknown>)[mrKey],
        `${path}.${key}`,
      );
    });
  }
}

describe('Marathi twins of the shell and the home page', () => {
  const pairs = Object.keys(english).map((path) => [path, path.replace(/\.ts$/, '.mr.ts')]);

  it('has a twin for every English module and no stray twin', () => {
    expect(pairs.map(([, twin]) => twin).sort()).toEqual(Object.keys(marathi).sort());
  });

  it.each(pairs)('%s: same exports and shape, written in Devanagari', (enPath, mrPath) => {
    const en = english[enPath] ?? {};
    const mr = marathi[mrPath] ?? {};
    expect(Object.keys(mr).sort()).toEqual(Object.keys(en).sort());
    for (const name of Object.keys(en)) expectSameShape(en[name], mr[name], name);
    expect(JSON.stringify(mr)).toMatch(DEVANAGARI);
  });
});

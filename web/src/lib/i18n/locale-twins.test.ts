import { describe, expect, it } from 'vitest';

// Every Marathi module (`name.mr.ts(x)`, swapped in by the Marathi build: web/build/
// locale-modules.ts) against its English twin: the same exports, the same deep structure (object
// keys, array lengths, kinds of values) and Marathi in its strings. The typecheck catches a
// missing field of a typed module; this catches the rest (an array one item short, a module whose
// type is inferred, a twin left in English). It finds twins by itself: nothing to register.

type Loader = () => Promise<Record<string, unknown>>;

const twins = {
  ...import.meta.glob<Record<string, unknown>>(['/src/**/*.mr.{ts,tsx}', '!/src/**/*.test.*']),
  ...import.meta.glob<Record<string, unknown>>('@contracts/**/*.mr.ts'),
};
const sources = {
  ...import.meta.glob<string>(['/src/**/*.mr.{ts,tsx}', '!/src/**/*.test.*'], {
    query: '?raw',
    import: 'default',
  }),
  ...import.meta.glob<string>('@contracts/**/*.mr.ts', { query: '?raw', import: 'default' }),
};
const englishModules = {
  ...import.meta.glob<Record<string, unknown>>([
    '/src/**/*.{ts,tsx}',
    '!/src/**/*.mr.{ts,tsx}',
    '!/src/**/*.test.*',
    '!/src/test/**',
  ]),
  ...import.meta.glob<Record<string, unknown>>(['@contracts/**/*.ts', '!@contracts/**/*.mr.ts']),
};

/** A value's shape: kinds and keys all the way down, array lengths included; no text. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return { array: value.map(shape) };
  if (value === null) return 'null';
  if (typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .map((key) => [key, shape((value as Record<string, unknown>)[key])]);
    return { object: Object.fromEntries(entries) };
  }
  return typeof value;
}

/** The strings of a value, all the way down. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Exports whose keys are meant to differ, compared by kind only: tables where English is empty on
 * purpose. `apiErrorText` (lib/api-error-text.ts) maps error codes to text; in English the server's
 * own message is the text, so its table is empty and the Marathi one names every code.
 */
const KEYS_MAY_DIFFER: Readonly<Record<string, readonly string[]>> = {
  '/src/lib/api-error-text.mr.ts': ['apiErrorText'],
  // A key-value list whose keys are shown as labels ("पात्रता" for "Eligibility").
  '/src/lib/events/sample-events-content.mr.ts': ['sampleEventTemplates'],
};
const kind = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value);
const englishFileOf = (twin: string) => twin.replace(/\.mr\.(tsx?)$/, '.$1');

describe('the Marathi twins of locale modules', () => {
  const files = Object.keys(twins).sort();

  it('has some (the page texts at least)', () => {
    expect(files.some((file) => file.endsWith('config/page-texts.mr.ts'))).toBe(true);
  });

  it.each(files)('%s matches its English module', async (file) => {
    const loadEnglish: Loader | undefined = englishModules[englishFileOf(file)];
    expect(loadEnglish, `${englishFileOf(file)} (the English twin) exists`).toBeDefined();
    const [english, marathi] = await Promise.all([loadEnglish?.(), twins[file]?.()]);
    expect(Object.keys(marathi ?? {}).sort(), 'export names').toEqual(
      Object.keys(english ?? {}).sort(),
    );
    for (const name of Object.keys(english ?? {})) {
      if (KEYS_MAY_DIFFER[file]?.includes(name))
        expect(kind(marathi?.[name]), `the kind of ${name}`).toBe(kind(english?.[name]));
      else expect(shape(marathi?.[name]), `the shape of ${name}`).toEqual(shape(english?.[name]));
    }
    // A module with English words in it must have Marathi ones (not e.g. locale.mr.ts's 'mr').
    const hasWords = strings(english).some((text) => /[A-Za-z]{3,}/.test(text));
    if (hasWords) expect(await sources[file]?.(), 'Devanagari in the source').toMatch(DEVANAGARI);
  });
});

describe('shape', () => {
  it('sees keys, lengths and kinds but not text', () => {
    expect(shape({ a: ['x', 1], b: { c: true } })).toEqual(shape({ b: { c: false }, a: ['y', 2] }));
    expect(shape(['x'])).not.toEqual(shape(['x', 'y']));
    expect(shape({ a: 'x' })).not.toEqual(shape({ a: 'x', b: 'y' }));
    expect(shape({ a: 'x' })).not.toEqual(shape({ a: 1 }));
  });
});

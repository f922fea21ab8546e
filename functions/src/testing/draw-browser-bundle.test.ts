import fc from 'fast-check';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawChampionship, entriesHash } from '../contracts/draw/index';
import { divisionArbitrary } from './draw-divisions';

// Lives here rather than beside the draw: contracts may not import Node's modules.
// The public bracket page re-runs the draw in the browser and must get exactly what the server
// drew. This bundles the draw for the browser (rolldown, the bundler Vite itself uses), runs the
// bundle in a bare JavaScript context with only what a browser has (no require, process or
// Buffer), and compares its brackets with Node's for a few hundred random championships.

const entry = join(__dirname, '..', 'contracts', 'draw', 'index.ts');

interface BundledDraw {
  drawChampionship: typeof drawChampionship;
  entriesHash: typeof entriesHash;
}

async function bundle(): Promise<string> {
  const { rolldown } = await import('rolldown');
  const build = await rolldown({ input: entry, platform: 'browser', logLevel: 'silent' });
  const { output } = await build.generate({ format: 'iife', name: 'Draw', minify: true });
  await build.close();
  return output[0].code;
}

describe('the draw in a browser bundle', () => {
  it('gives the same brackets and hash as in Node', async () => {
    const code = await bundle();
    console.info(`draw bundle: ${code.length} B minified, ${gzipSync(code).length} B gzipped`);
    // A browser's globals, none of Node's: the draw needs only TextEncoder.
    const browser = createContext({ TextEncoder });
    runInContext(code, browser);
    expect(runInContext('typeof require + typeof process + typeof Buffer', browser)).toBe(
      'undefinedundefinedundefined',
    );
    const bundled = (browser as { Draw?: BundledDraw }).Draw;
    if (!bundled) throw new Error('the bundle exposed no Draw');

    const championships = fc.sample(
      fc.array(divisionArbitrary(1, 40), { minLength: 1, maxLength: 4 }),
      { numRuns: 300, seed: 20_26 },
    );
    for (const divisions of championships) {
      const input = {
        seed: divisions[0]?.seed ?? '',
        divisions: divisions.map((d, i) => ({
          id: `division-${i}`,
          name: `Division ${i}`,
          entries: d.entries.map((e) => ({ ...e, entryId: `${i}-${e.entryId}` })),
        })),
      };
      const ids = input.divisions.flatMap((d) => d.entries.map((e) => e.entryId));
      // Compared as JSON: objects from the bundle's context have that context's prototypes.
      expect(JSON.stringify(bundled.drawChampionship(input))).toBe(
        JSON.stringify(drawChampionship(input)),
      );
      expect(bundled.entriesHash(ids)).toBe(entriesHash(ids));
    }
  });
});

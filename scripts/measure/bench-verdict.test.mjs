// @ts-check
import { describe, expect, it } from 'vitest';
import { benchVerdict } from './bench-verdict.mjs';

const quiet = { neverHydrated: new Map(), belowTarget: [], enforce: false, scoreTarget: 95 };

describe('benchVerdict', () => {
  it('passes when every page hydrated and met the target', () => {
    expect(benchVerdict(quiet)).toEqual({ exitCode: 0, lines: [] });
  });

  it('fails for a page that never hydrated, even without --enforce', () => {
    const neverHydrated = new Map([['/programs', 'never hydrated within 30 s']]);
    const verdict = benchVerdict({ ...quiet, neverHydrated });
    expect(verdict.exitCode).toBe(1);
    expect(verdict.lines).toEqual([
      '✗ /programs: never hydrated within 30 s; no speed reported for a page that never works',
    ]);
  });

  it('reports a missed score target, failing only with --enforce', () => {
    const belowTarget = [{ path: '/', score: 91 }];
    expect(benchVerdict({ ...quiet, belowTarget }).exitCode).toBe(0);
    const enforced = benchVerdict({ ...quiet, belowTarget, enforce: true });
    expect(enforced).toEqual({ exitCode: 1, lines: ['✗ Median performance below 95: / 91'] });
  });
});

// @ts-check
import { describe, expect, it } from 'vitest';
import { inpFromEntries, inpResult, inpVerdict, median, percentile75 } from './inp.mjs';

describe('inpFromEntries', () => {
  it('takes the longest entry of each interaction and the longest interaction', () => {
    const entries = [
      { interactionId: 1, duration: 24 },
      { interactionId: 1, duration: 56 },
      { interactionId: 2, duration: 40 },
      { interactionId: 2, duration: 32 },
    ];
    expect(inpFromEntries(entries)).toBe(56);
  });

  it('ignores entries that are not interactions', () => {
    expect(inpFromEntries([{ interactionId: 0, duration: 300 }])).toBeNull();
    expect(
      inpFromEntries([
        { interactionId: 0, duration: 300 },
        { interactionId: 7, duration: 48 },
      ]),
    ).toBe(48);
  });

  it('is null without entries', () => {
    expect(inpFromEntries([])).toBeNull();
  });

  it('skips one outlier per 50 interactions', () => {
    const entries = Array.from({ length: 100 }, (_, i) => ({ interactionId: i + 1, duration: i }));
    expect(inpFromEntries(entries)).toBe(97);
    const fifty = Array.from({ length: 50 }, (_, i) => ({ interactionId: i + 1, duration: i }));
    expect(inpFromEntries(fifty)).toBe(48);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([5])).toBe(5);
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow();
  });
});

describe('percentile75', () => {
  it('is the nearest-rank 75th percentile: of 5 runs the 4th fastest, of 4 the 3rd', () => {
    expect(percentile75([90, 10, 50, 70, 30])).toBe(70);
    expect(percentile75([40, 10, 30, 20])).toBe(30);
    expect(percentile75([42])).toBe(42);
  });

  it('refuses an empty list', () => {
    expect(() => percentile75([])).toThrow();
  });
});

describe('inpResult', () => {
  const base = { path: '/events', label: 'filters', neverHydrated: null };

  it('reports the median, p75 and spread of the runs that recorded an interaction', () => {
    expect(inpResult({ ...base, runsMs: [80, null, 40, 64] })).toEqual({
      path: '/events',
      label: 'filters',
      failed: null,
      runsMs: [80, 40, 64],
      medianMs: 64,
      p75Ms: 80,
      minMs: 40,
      maxMs: 80,
    });
  });

  it('fails a page that never hydrated, whatever the runs say', () => {
    const result = inpResult({
      ...base,
      runsMs: [40],
      neverHydrated: 'never hydrated within 30 s',
    });
    expect(result.failed).toBe('never hydrated within 30 s');
    expect(result.medianMs).toBeNull();
  });

  it('fails a page where no run recorded an interaction', () => {
    expect(inpResult({ ...base, runsMs: [null, null] }).failed).toBe('no interaction was recorded');
  });
});

describe('inpVerdict', () => {
  const ok = inpResult({ path: '/programs', label: 'chips', runsMs: [40], neverHydrated: null });
  const slow = inpResult({ path: '/gallery', label: 'search', runsMs: [180], neverHydrated: null });
  const broken = inpResult({
    path: '/events',
    label: 'filters',
    runsMs: [],
    neverHydrated: 'never hydrated within 30 s',
  });

  it('passes when every page is measured and fast', () => {
    expect(inpVerdict({ results: [ok], enforce: true, targetMs: 100 })).toEqual({
      exitCode: 0,
      lines: [],
    });
  });

  it('reports a slow 75th percentile, failing only with --enforce', () => {
    expect(inpVerdict({ results: [ok, slow], enforce: false, targetMs: 100 })).toEqual({
      exitCode: 0,
      lines: ['INP p75 above 100 ms (not enforced; --enforce makes it fail): /gallery 180 ms'],
    });
    const tail = inpResult({ ...ok, runsMs: [40, 50, 60, 150, 160], neverHydrated: null });
    expect(tail.medianMs).toBe(60);
    expect(inpVerdict({ results: [tail], enforce: true, targetMs: 100 }).exitCode).toBe(1);
    expect(inpVerdict({ results: [slow], enforce: true, targetMs: 100 }).exitCode).toBe(1);
  });

  it('always fails for a page that never hydrated', () => {
    expect(inpVerdict({ results: [ok, broken], enforce: false, targetMs: 100 })).toEqual({
      exitCode: 1,
      lines: ['✗ INP /events (filters): never hydrated within 30 s; not reported'],
    });
  });
});

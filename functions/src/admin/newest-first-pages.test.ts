import { describe, expect, it, vi } from 'vitest';
import { collectPage, type TimedDocument } from './newest-first-pages';

// Ten documents created at t = 100, 99 … 91 (newest first), named by their time.
const stored: TimedDocument<string>[] = Array.from({ length: 10 }, (_, index) => ({
  time: 100 - index,
  record: `d${100 - index}`,
}));

function store(documents: TimedDocument<string>[] = stored) {
  return vi.fn(async (before: number | undefined, size: number) =>
    documents
      .filter((document) => before === undefined || (document.time ?? 0) < before)
      .slice(0, size),
  );
}

const request = (overrides: Partial<Parameters<typeof collectPage<string>>[0]> = {}) => ({
  limit: 4,
  batchSize: 4,
  maxScan: 4,
  before: undefined,
  fetchBatch: store(),
  ...overrides,
});

describe('collectPage', () => {
  it('answers one page with one read, and where the next starts', async () => {
    const fetchBatch = store();
    const page = await collectPage(request({ fetchBatch }));
    expect(page).toEqual({ rows: ['d100', 'd99', 'd98', 'd97'], nextBefore: 97 });
    expect(fetchBatch).toHaveBeenCalledTimes(1);
    expect(fetchBatch).toHaveBeenCalledWith(undefined, 5);
  });

  it('continues from a cursor and ends with no next page', async () => {
    expect(await collectPage(request({ before: 97 }))).toEqual({
      rows: ['d96', 'd95', 'd94', 'd93'],
      nextBefore: 93,
    });
    expect(await collectPage(request({ before: 93 }))).toEqual({
      rows: ['d92', 'd91'],
      nextBefore: undefined,
    });
  });

  it('has no next page when the last row is the last document', async () => {
    expect(await collectPage(request({ before: 94 }))).toEqual({
      rows: ['d93', 'd92', 'd91'],
      nextBefore: undefined,
    });
    expect(await collectPage(request({ limit: 3, batchSize: 3, before: 94 }))).toEqual({
      rows: ['d93', 'd92', 'd91'],
      nextBefore: undefined,
    });
  });

  it('reads further batches until the search has its rows', async () => {
    const fetchBatch = store();
    const keep = (record: string) => Number(record.slice(1)) % 3 === 0; // 99, 96, 93
    const page = await collectPage(
      request({ limit: 2, batchSize: 3, maxScan: 100, fetchBatch, keep }),
    );
    expect(page).toEqual({ rows: ['d99', 'd96'], nextBefore: 96 });
    expect(fetchBatch.mock.calls).toEqual([
      [undefined, 4],
      [98, 4],
    ]);
  });

  it('stops at maxScan and says where to go on, even with few rows', async () => {
    const keep = (record: string) => record === 'd91';
    expect(await collectPage(request({ limit: 5, batchSize: 2, maxScan: 4, keep }))).toEqual({
      rows: [],
      nextBefore: 97,
    });
    expect(await collectPage(request({ limit: 5, batchSize: 3, maxScan: 100, keep }))).toEqual({
      rows: ['d91'],
      nextBefore: undefined,
    });
  });

  it('skips malformed documents without losing the cursor', async () => {
    const withBroken = stored.map((document) =>
      document.time === 99 ? { ...document, record: undefined } : document,
    );
    expect(await collectPage(request({ limit: 3, fetchBatch: store(withBroken) }))).toEqual({
      rows: ['d100', 'd98', 'd97'],
      nextBefore: 97,
    });
  });
});

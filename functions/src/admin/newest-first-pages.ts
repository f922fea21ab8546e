// Cursor paging newest first as a range on the creation time: the embedded Firestore emulator
// ignores startAfter/offset (docs/decisions.md), a `createdAt < before` filter works everywhere.
// Kept free of Firestore so the paging rules are unit-tested; the repository supplies the reads.

/** One stored document of a batch: its time, and its record unless it was malformed (skipped). */
export interface TimedDocument<T> {
  /** Epoch ms of the creation time, or undefined when the stored value is not a time. */
  time: number | undefined;
  record: T | undefined;
}

export interface PageRequest<T> {
  /** Rows wanted at most. */
  limit: number;
  /** Documents read per round trip. */
  batchSize: number;
  /** Documents read at most for one page, so a search that matches little cannot read everything. */
  maxScan: number;
  /** Only documents created strictly before this (epoch ms). */
  before: number | undefined;
  /** Up to `size` documents created before `before`, newest first. */
  fetchBatch: (before: number | undefined, size: number) => Promise<TimedDocument<T>[]>;
  /** Rows to keep (the text search); everything when absent. */
  keep?: (record: T) => boolean;
}

export interface Page<T> {
  rows: T[];
  /** Where the next page starts (epoch ms), or undefined when nothing was left unread. */
  nextBefore: number | undefined;
}

/**
 * Reads batches until `limit` rows are kept, the documents run out or `maxScan` were read. Each batch
 * asks for one document more than it uses, to know whether more exist without another round trip.
 */
export async function collectPage<T>(request: PageRequest<T>): Promise<Page<T>> {
  const { limit, batchSize, maxScan, fetchBatch, keep = () => true } = request;
  const rows: T[] = [];
  let cursor = request.before;
  let scanned = 0;
  for (;;) {
    const size = Math.max(1, Math.min(batchSize, maxScan - scanned));
    const batch = await fetchBatch(cursor, size + 1);
    const used = batch.slice(0, size);
    const more = batch.length > size;
    for (const [index, document] of used.entries()) {
      scanned++;
      if (document.time !== undefined) cursor = document.time;
      if (document.record === undefined || !keep(document.record)) continue;
      rows.push(document.record);
      if (rows.length === limit) {
        const unread = more || index < used.length - 1;
        return { rows, nextBefore: unread ? cursor : undefined };
      }
    }
    if (!more) return { rows, nextBefore: undefined };
    if (scanned >= maxScan) return { rows, nextBefore: cursor };
  }
}

// @ts-check
// The pure half of the INP benchmark (scripts/measure/inp-run.mjs drives the browser): turning the
// page's Event Timing entries into one INP, runs into a median and a 75th percentile (the figure
// INP targets are stated for: three visits in four at most this slow), and results into a verdict.

/** @typedef {{ interactionId: number, duration: number }} EventEntry */
/**
 * One page's INP over several runs: failed when the page cannot be trusted (it never hydrated,
 * or no run produced an interaction), otherwise the median, the 75th percentile and the spread.
 * @typedef {{ path: string, label: string, failed: string | null, runsMs: number[], medianMs: number | null, p75Ms: number | null, minMs: number | null, maxMs: number | null }} InpResult
 */

/**
 * INP from one page's `event` entries, as browsers define it: the entries of one interaction (a
 * key's keydown, keypress and keyup; a tap's pointerdown, pointerup and click) share an
 * interactionId and the interaction lasts as long as its longest entry; INP is the longest
 * interaction, ignoring one outlier per 50 interactions. Entries without an interactionId
 * (hover, scroll) are not interactions. null when there was no interaction at all.
 * @param {EventEntry[]} entries
 * @returns {number | null}
 */
export function inpFromEntries(entries) {
  /** @type {Map<number, number>} */
  const longest = new Map();
  for (const { interactionId, duration } of entries) {
    if (!interactionId) continue;
    longest.set(interactionId, Math.max(longest.get(interactionId) ?? 0, duration));
  }
  if (!longest.size) return null;
  const slowestFirst = [...longest.values()].sort((a, b) => b - a);
  const skipped = Math.min(Math.floor(slowestFirst.length / 50), slowestFirst.length - 1);
  return slowestFirst[skipped];
}

/**
 * The median of a non-empty list (the mean of the middle two for an even length).
 * @param {number[]} numbers
 * @returns {number}
 */
export function median(numbers) {
  if (!numbers.length) throw new Error('median of nothing');
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The 75th percentile of a non-empty list by the nearest-rank method: the smallest value that at
 * least three quarters of the list do not exceed (of 5 runs, the 4th fastest).
 * @param {number[]} numbers
 * @returns {number}
 */
export function percentile75(numbers) {
  if (!numbers.length) throw new Error('percentile of nothing');
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

/**
 * One page's result from its runs. A page that never hydrated is failed even if some run saw an
 * interaction: an interaction with a page whose app never started measures nothing worth having.
 * @param {{ path: string, label: string, runsMs: (number | null)[], neverHydrated: string | null }} input
 * @returns {InpResult}
 */
export function inpResult({ path, label, runsMs, neverHydrated }) {
  const measured = runsMs.filter((value) => value !== null);
  const empty = {
    path,
    label,
    runsMs: measured,
    medianMs: null,
    p75Ms: null,
    minMs: null,
    maxMs: null,
  };
  if (neverHydrated) return { ...empty, failed: neverHydrated };
  if (!measured.length) return { ...empty, failed: 'no interaction was recorded' };
  return {
    ...empty,
    failed: null,
    medianMs: median(measured),
    p75Ms: percentile75(measured),
    minMs: Math.min(...measured),
    maxMs: Math.max(...measured),
  };
}

/**
 * How the INP part of `npm run bench` ends: a failed page always fails the run; a 75th percentile
 * above the target fails it only with --enforce (the numbers are rough on a busy machine).
 * @param {{ results: InpResult[], enforce: boolean, targetMs: number }} outcome
 * @returns {{ exitCode: 0 | 1, lines: string[] }}
 */
export function inpVerdict({ results, enforce, targetMs }) {
  const lines = [];
  const slow = results.filter((r) => r.p75Ms !== null && r.p75Ms > targetMs);
  if (slow.length) {
    const list = slow.map((r) => `${r.path} ${Math.round(r.p75Ms ?? 0)} ms`).join(', ');
    lines.push(
      enforce
        ? `✗ INP p75 above ${targetMs} ms: ${list}`
        : `INP p75 above ${targetMs} ms (not enforced; --enforce makes it fail): ${list}`,
    );
  }
  const failed = results.filter((r) => r.failed);
  for (const r of failed) lines.push(`✗ INP ${r.path} (${r.label}): ${r.failed}; not reported`);
  return { exitCode: failed.length || (enforce && slow.length) ? 1 : 0, lines };
}

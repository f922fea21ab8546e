// @ts-check
// How `npm run bench` ends (scripts/measure/bench.mjs). A page whose app never hydrated has no speed worth
// reporting: its prerendered HTML paints as fast as it gets while nothing works, so it always
// fails the benchmark, with or without --enforce. Pages that hydrated but missed the score target
// fail only with --enforce (a quiet machine's gate; on a busy one the numbers are rough).

/**
 * @param {{ neverHydrated: Map<string, string>, belowTarget: { path: string, score: number | null }[], enforce: boolean, scoreTarget: number }} outcome
 * @returns {{ exitCode: 0 | 1, lines: string[] }}
 */
export function benchVerdict({ neverHydrated, belowTarget, enforce, scoreTarget }) {
  const lines = [];
  if (belowTarget.length) {
    const list = belowTarget
      .map(({ path, score }) => `${path} ${score === null ? 'not measured' : score}`)
      .join(', ');
    lines.push(
      enforce
        ? `✗ Median performance below ${scoreTarget}: ${list}`
        : `Median performance below ${scoreTarget} (not enforced; --enforce makes it fail): ${list}`,
    );
  }
  for (const [path, reason] of neverHydrated) {
    lines.push(`✗ ${path}: ${reason}; no speed reported for a page that never works`);
  }
  const failed = neverHydrated.size > 0 || (enforce && belowTarget.length > 0);
  return { exitCode: failed ? 1 : 0, lines };
}

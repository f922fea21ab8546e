// @ts-check
// One Lighthouse run of a page (mobile defaults), shared by the audit gate (scripts/measure/lighthouse.mjs)
// and the performance benchmark (scripts/measure/bench.mjs).
import lighthouse from 'lighthouse';

/** @typedef {import('lighthouse').Result} LighthouseResult */
/**
 * @typedef {{ measured: true, lhr: LighthouseResult } | { measured: false, lhr: LighthouseResult | null, reason: string }} Run
 */

// A run that measured nothing (e.g. Chrome missed the first paint, NO_FCP) has no scores at all;
// it says nothing about the page and is measured again, up to this many extra times.
const EXTRA_ATTEMPTS = 2;

/**
 * @param {number} port Chromium's debugging port
 * @param {string} url
 * @param {string[]} categories the Lighthouse categories to score
 * @param {string[]} skipAudits audits left out of the scores
 * @returns {Promise<Run>}
 */
async function runOnce(port, url, categories, skipAudits) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    ...(skipAudits.length ? { skipAudits } : {}),
  });
  if (!result) return { measured: false, lhr: null, reason: 'Lighthouse returned nothing' };
  const { lhr } = result;
  if (lhr.runtimeError) return { measured: false, lhr, reason: lhr.runtimeError.code };
  const unscored = categories.filter((id) => typeof lhr.categories[id]?.score !== 'number');
  if (unscored.length)
    return { measured: false, lhr, reason: `no score for ${unscored.join(', ')}` };
  return { measured: true, lhr };
}

/**
 * Lighthouse on one page; a run that produced no scores is measured again (never scored as zero).
 * @param {number} port @param {string} url @param {string[]} categories
 * @param {string[]} [skipAudits]
 * @returns {Promise<Run>}
 */
export async function measurePage(port, url, categories, skipAudits = []) {
  let run = await runOnce(port, url, categories, skipAudits);
  for (let attempt = 0; attempt < EXTRA_ATTEMPTS && !run.measured; attempt += 1) {
    run = await runOnce(port, url, categories, skipAudits);
  }
  return run;
}

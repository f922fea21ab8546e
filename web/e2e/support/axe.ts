import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

// axe-core is evaluated through the DevTools protocol rather than injected as a <script>, so the
// site's CSP (script-src 'self') stays on and untouched during accessibility checks.
const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * axe judges what the page shows at one instant, so the page is first made to hold still: under
 * reduced motion the site neither animates nor rotates its carousel, and whatever animation was
 * running is finished. Otherwise a slide caught mid-fade has its text scored at a fraction of its
 * contrast, now and then.
 */
async function holdStill(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        animation.cancel(); // an endless animation cannot finish
      }
    }
  });
}

export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await holdStill(page);
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
}

/** Readable failure text: which rule, and where. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact ?? 'n/a'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    )
    .join('\n');
}

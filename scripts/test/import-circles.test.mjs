// @ts-check
// No import circle in either workspace, type-only imports included: a circle makes the load order
// decide which module sees the other half-initialised, and it hides which layer depends on which
// (contracts → shared → features → app must stay one-way). dpdm reads the imports as TypeScript
// resolves them, path aliases from each tsconfig included.
import { join } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../lib/config.mjs';

/** @param {string} workspace @param {string} pattern */
async function circlesIn(workspace, pattern) {
  const cwd = join(rootDir, workspace);
  const tree = await parseDependencyTree(pattern, {
    cwd,
    context: cwd,
    tsconfig: join(cwd, 'tsconfig.json'),
    transform: false,
    skipDynamicImports: false,
    exclude: /node_modules|\.test\.|\/test\//,
  });
  return parseCircular(tree);
}

describe('import circles', () => {
  it('functions/src has none', async () => {
    expect(await circlesIn('functions', 'src/**/*.ts')).toEqual([]);
  });

  it('web/src has none', async () => {
    expect(await circlesIn('web', 'src/**/*.{ts,tsx}')).toEqual([]);
  });
});

// @ts-check
// The page registry (web/src/config/page-registry.ts) for Node scripts that run before any build,
// such as `npm run hosting:rewrites`. The registry imports nothing, so stripping its types with
// the TypeScript compiler the repository already has is all it takes to run it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { rootDir } from './config.mjs';

export const registryFile = join(rootDir, 'web', 'src', 'config', 'page-registry.ts');

/**
 * @typedef {{ path: string, title: string, description: string, module: string,
 *   access: 'public' | 'member' | 'admin', layout: string, prerender: boolean,
 *   indexable?: false }} RegistryEntry
 * @returns {Promise<{ pageRegistry: Record<string, RegistryEntry>,
 *   isIndexable: (page: RegistryEntry) => boolean }>}
 */
export async function loadPageRegistry() {
  const { outputText } = ts.transpileModule(readFileSync(registryFile, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const dir = join(rootDir, '.tmp', 'page-registry');
  mkdirSync(dir, { recursive: true });
  // A new name each time: Node caches modules by URL, and the registry may have changed.
  const file = join(dir, `page-registry-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, outputText);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
}

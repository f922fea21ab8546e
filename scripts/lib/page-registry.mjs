// @ts-check
// The page registry (web/src/config/page-registry.ts) for Node scripts that run before any build,
// such as `npm run hosting:rewrites`. The registry imports only its page texts (relative, no
// aliases), so stripping their types with the TypeScript compiler the repository already has is
// all it takes to run it.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { rootDir } from './config.mjs';

export const registryFile = join(rootDir, 'web', 'src', 'config', 'page-registry.ts');

/** The web app's alias for the shared contracts (web/tsconfig.json `paths`). */
const CONTRACTS_ALIAS = '@contracts/';
const contractsDir = join(rootDir, 'functions', 'src', 'contracts');

/**
 * @typedef {{ path: string, title: string, description: string, module: string,
 *   access: 'public' | 'member' | 'admin', layout: string, prerender: boolean,
 *   indexable?: false }} RegistryEntry
 * @param {string} [locale] the page texts' language (web/src/config/page-texts.ts or its twin)
 * @returns {Promise<{ pageRegistry: Record<string, RegistryEntry>,
 *   isIndexable: (page: RegistryEntry) => boolean }>}
 */
export async function loadPageRegistry(locale = 'en') {
  return loadTsModule(registryFile, locale);
}

/**
 * Runs a TypeScript module of the web app that imports only modules of the same kind (the page
 * registry and its page texts, the locale table), by relative path or through the web app's
 * `@contracts/` alias, with its types stripped. With a
 * `locale` other than English, a module with a `.<locale>.ts` twin loads the twin instead, as the
 * web build does (web/build/locale-modules.ts).
 * @param {string} file @param {string} [locale]
 * @returns {Promise<any>}
 */
export async function loadTsModule(file, locale = 'en') {
  // A new folder each time: Node caches modules by URL, and the sources may have changed.
  const dir = join(rootDir, '.tmp', 'ts-modules', `${process.pid}-${Date.now()}-${Math.random()}`);
  /** @type {Set<string>} */
  const written = new Set();
  const emit = (/** @type {string} */ source) => {
    const twin = source.replace(/\.ts$/, `.${locale}.ts`);
    const read = locale !== 'en' && existsSync(twin) ? twin : source;
    // The repository's layout, so a module anywhere in it (a contract) lands inside `dir` too.
    const target = join(dir, relative(rootDir, source).replace(/\.ts$/, '.mjs'));
    if (written.has(target)) return target;
    written.add(target);
    const { outputText } = ts.transpileModule(readFileSync(read, 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const code = outputText.replace(
      /(from\s+['"])(\.{1,2}\/[^'"]+|@contracts\/[^'"]+)(['"])/g,
      (_, from, spec, quote) => {
        const imported = spec.startsWith(CONTRACTS_ALIAS)
          ? join(contractsDir, `${spec.slice(CONTRACTS_ALIAS.length)}.ts`)
          : join(dirname(source), `${spec}.ts`);
        const path = relative(dirname(target), emit(imported)).replace(/\\/g, '/');
        return `${from}${path.startsWith('.') ? path : `./${path}`}${quote}`;
      },
    );
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, code);
    return target;
  };
  const entry = emit(file);
  try {
    return await import(pathToFileURL(entry).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve, sep } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The Marathi edition is a second build of the same source: this plugin makes every
 * import of `some/path/name.ts(x)` load `some/path/name.mr.ts(x)` instead when that file exists,
 * for modules under the given roots (web/src and functions/src/contracts). So a text module's twin
 * replaces it in the Marathi build and the English build never sees a Marathi byte.
 */

const MODULE_FILE = /^(.*)\.(tsx?)$/;

/**
 * The locale twin of a module file, or null: `/r/a/b.ts` → `/r/a/b.mr.ts` when it exists under one
 * of `roots`. Tests and twins themselves have none.
 */
export function localeTwin(
  file: string,
  locale: string,
  roots: readonly string[],
  exists: (path: string) => boolean = existsSync,
): string | null {
  const match = MODULE_FILE.exec(file);
  if (!match?.[1] || !match[2]) return null;
  const [, stem, extension] = match;
  if (!roots.some((root) => file.startsWith(root.endsWith(sep) ? root : `${root}${sep}`)))
    return null;
  if (stem.endsWith(`.${locale}`) || /\.(test|spec)$/.test(stem)) return null;
  const twin = `${stem}.${locale}.${extension}`;
  return exists(twin) ? twin : null;
}

export interface LocaleModulesOptions {
  /** The build's locale, e.g. `mr`: the suffix of the twins. */
  locale: string;
  /** Absolute folders whose modules may have twins. */
  roots: readonly string[];
}

export function localeModules({ locale, roots }: LocaleModulesOptions): Plugin {
  const absoluteRoots = roots.map((root) => resolve(root));
  const twins = new Map<string, string | null>();
  const twinOf = (file: string) => {
    if (!twins.has(file)) twins.set(file, localeTwin(file, locale, absoluteRoots));
    return twins.get(file) ?? null;
  };
  return {
    name: 'locale-modules',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source.startsWith('\0') || source.startsWith('virtual:')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const [file = '', query] = resolved.id.split('?');
      const twin = twinOf(file);
      // A twin may import its English module's types; the import of itself stays what it says.
      if (!twin || importer?.split('?')[0] === twin) return resolved;
      return { ...resolved, id: query === undefined ? twin : `${twin}?${query}` };
    },
  };
}

/**
 * The English build's service worker registration (vite-plugin-pwa's `virtual:pwa-register`) for
 * a build without that plugin: the Marathi pages register the one service worker at the root
 * (`/sw.js`, scope `/`), which precaches and serves both editions.
 */
export function rootServiceWorkerRegister(): Plugin {
  const id = 'virtual:pwa-register';
  const require = createRequire(import.meta.url);
  return {
    name: 'root-service-worker-register',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      const file = require
        .resolve('vite-plugin-pwa')
        .replace(/dist[\\/]index\.c?js$/, 'dist/client/build/register.js');
      return readFileSync(file, 'utf8')
        .replace(/__SW__/g, '/sw.js')
        .replace('__SCOPE__', '/')
        .replace('__SW_AUTO_UPDATE__', 'false')
        .replace('__SW_SELF_DESTROYING__', 'false')
        .replace('__TYPE__', 'classic');
    },
  };
}

/** Sets `<html lang>` of the build's index.html (the shell every page of the edition starts from). */
export function htmlLangAttribute(lang: string): Plugin {
  return {
    name: 'html-lang-attribute',
    transformIndexHtml: (html) => html.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`),
  };
}

/**
 * `vite preview` as Hosting serves the translated editions (firebase.json): `/mr` is
 * mr/index.html, and a Marathi address that is not a file gets the edition's shell, mr/app.html,
 * instead of the English one. Preview only; Hosting does this from its rewrites.
 */
export function editionPreview(outDir: string, prefixes: readonly string[]): Plugin {
  return {
    name: 'edition-preview',
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [path = '/', query] = (request.url ?? '/').split('?');
        const prefix = prefixes.find((p) => path === p || path.startsWith(`${p}/`));
        if (!prefix || path.startsWith(`${prefix}/assets/`)) return next();
        const clean = path.replace(/\/+$/, '');
        const candidates = clean === prefix ? [`${prefix}/index.html`] : [`${clean}.html`];
        const file = candidates.find((candidate) => existsSync(`${outDir}${candidate}`));
        request.url = `${file ?? `${prefix}/app.html`}${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
  };
}

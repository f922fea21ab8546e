// @ts-check
// One render-blocking stylesheet per prerendered page (docs/decisions.md, 'One stylesheet per
// page'): the shell's CSS and the page's route CSS, concatenated in the order the page used to link
// them (so the cascade is unchanged) into one file named by its content. Every stylesheet in the
// <head> costs the first paint a request on a slow phone; one file costs one.
//
// The files it holds stay linked, `disabled`: the browser fetches nothing for them, but Vite's
// loader sees them as present when the app hydrates and loads the route chunk (whose dependencies
// can name the shell's CSS too), so it does not fetch their rules a second time and append them
// after the page's, which would change the cascade. They are still loaded on a client-side visit to
// a page whose HTML did not include them.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SHELL_STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g;

/**
 * Writes `files` (paths under `distDir`), one after the other, into `assets/page-styles-<hash>.css`
 * and returns that path. Pages with the same stylesheets share the file.
 * @param {string} distDir @param {string[]} files
 */
export function writeCombinedStylesheet(distDir, files) {
  const css = files.map((file) => readFileSync(join(distDir, file), 'utf8').trim()).join('\n');
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
  const file = `assets/page-styles-${hash}.css`;
  writeFileSync(join(distDir, file), `${css}\n`);
  return file;
}

/**
 * `html` (a page from the edition's shell) with its stylesheets and `routeFiles` (the page's route
 * CSS, paths under `distDir`) as one stylesheet where the shell linked its own; all the files it
 * holds follow, `disabled`, before </head>. Nothing changes for a page that needs one file or none.
 * @param {string} html @param {string} distDir @param {string} base @param {string[]} routeFiles
 */
export function linkOneStylesheet(html, distDir, base, routeFiles) {
  const shellFiles = [...html.matchAll(SHELL_STYLESHEET)].map((match) => {
    const href = match[1];
    if (!href.startsWith(base)) throw new Error(`${href} is not under ${base}`);
    return href.slice(base.length);
  });
  const extra = routeFiles.filter((file) => !shellFiles.includes(file));
  const all = [...shellFiles, ...extra];
  if (all.length === 0) return html;
  const link = (/** @type {string} */ file, attributes = '') =>
    `<link rel="stylesheet" crossorigin href="${base}${file}"${attributes}>`;
  const combined = all.length === 1 ? all[0] : writeCombinedStylesheet(distDir, all);
  let first = true;
  // The one stylesheet goes where the shell linked its own, ahead of the module script's preloads.
  const withOne = html.replace(SHELL_STYLESHEET, () => {
    const replacement = first ? link(combined) : '';
    first = false;
    return replacement;
  });
  const covered = all.length === 1 ? [] : all.map((file) => link(file, ' disabled'));
  const blocking = first ? [link(combined)] : [];
  const tail = [...blocking, ...covered];
  return tail.length ? withOne.replace('</head>', `  ${tail.join('\n    ')}\n  </head>`) : withOne;
}

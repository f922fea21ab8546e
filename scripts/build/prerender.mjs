// @ts-check
// Runs after `vite build` of every edition (web's build script): renders every public page to
// static HTML so it paints before any JavaScript arrives (docs/decisions.md, 'Prerendering'); the
// client then hydrates it (web/src/main.tsx). Each job is its own module in scripts/build/:
//
//   prerender-edition.mjs  one edition's pages and 404.html, each <head> by the one head writer
//                          (server-entry.mjs builds the edition's server entry; route-styles.mjs
//                          links each page's CSS)
//   search-files.mjs       robots.txt for every edition (the sitemap is a function)
//   web-shell-files.mjs    the hand-off to the page functions: functions/web-shell/
//   share-images.mjs       one link-preview image per page (og/<page>.png)
//
// and the page list goes to web/dist/.vite/pages.json (scripts/lib/built-pages.mjs) for the budget
// checks. The editions are the languages of functions/src/contracts/languages.ts: English at the
// root from web/dist, each other one the same source with its `.<code>.ts` modules
// (web/build/locale-modules.ts) from web/dist/<code>, under /<code>, with its own <html lang>. The
// files the editions share (robots.txt, share images, the page list) are written once, from the
// English build.
import { writeFileSync } from 'node:fs';
import { builtPagesFile } from '../lib/built-pages.mjs';
import { loadLanguages } from './languages.mjs';
import { prerenderEdition, rootDistDir } from './prerender-edition.mjs';
import { writeSearchFiles } from './search-files.mjs';
import { writeShareImages } from './share-images.mjs';
import { writeWebShellFiles } from './web-shell-files.mjs';

const { siteLanguages, languageFacts } = await loadLanguages();
/** @type {import('./prerender-edition.mjs').Edition[]} */
const editions = [];
for (const locale of siteLanguages) {
  const facts = languageFacts[locale];
  if (!facts) throw new Error(`${locale} has no facts in languages.ts`);
  editions.push(await prerenderEdition(locale, facts.pathPrefix));
}
const [english] = editions;
if (!english || english.locale !== 'en') throw new Error('The first edition must be English');

writeSearchFiles(rootDistDir, english, siteLanguages);
writeWebShellFiles(editions);
const shareImages = writeShareImages(rootDistDir, english.entry.buildPages);
// The English pages: the bundle and page budgets measure the English build.
writeFileSync(builtPagesFile, `${JSON.stringify(english.entry.buildPages, null, 2)}\n`);
console.log(
  `Prerendered ${siteLanguages.join(' + ')} and 404.html; app.html is each edition's shell for the ` +
    `rest (the English one also in functions/web-shell). robots.txt and ${shareImages} share images for ${english.entry.siteOrigin}.`,
);

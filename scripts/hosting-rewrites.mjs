// @ts-check
// Writes firebase.json's Hosting rewrites from the page registry (scripts/lib/hosting-rewrites.mjs):
// run `npm run hosting:rewrites` after adding or changing a page that is not prerendered. The unit
// test scripts/lib/hosting-rewrites.test.mjs fails while the file and the registry disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import { rootDir } from './lib/config.mjs';
import { withSpaRewrites } from './lib/hosting-rewrites.mjs';
import { loadPageRegistry } from './lib/page-registry.mjs';

const file = join(rootDir, 'firebase.json');
const config = JSON.parse(readFileSync(file, 'utf8'));
const { pageRegistry } = await loadPageRegistry();
config.hosting.rewrites = withSpaRewrites(config.hosting.rewrites, Object.values(pageRegistry));
// Written on one line and laid out by Prettier, as `npm run format` would leave it.
const options = await prettier.resolveConfig(file);
writeFileSync(file, await prettier.format(JSON.stringify(config), { ...options, filepath: file }));
console.log(`firebase.json: ${config.hosting.rewrites.length} Hosting rewrites.`);

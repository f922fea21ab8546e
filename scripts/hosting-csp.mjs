// @ts-check
// Writes firebase.json's Content-Security-Policy from scripts/lib/csp.mjs (the `local` variant,
// with the Auth emulator's origin): run `npm run hosting:csp` after changing the policy there. The
// unit test scripts/lib/csp.test.mjs fails while the two disagree.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import { authEmulatorOrigin, rootDir } from './lib/config.mjs';
import { contentSecurityPolicy } from './lib/csp.mjs';
import { withCsp } from './lib/deploy-config.mjs';

const file = join(rootDir, 'firebase.json');
const config = withCsp(
  JSON.parse(readFileSync(file, 'utf8')),
  contentSecurityPolicy('local', [authEmulatorOrigin]),
);
// Written on one line and laid out by Prettier, as `npm run format` would leave it.
const options = await prettier.resolveConfig(file);
writeFileSync(file, await prettier.format(JSON.stringify(config), { ...options, filepath: file }));
console.log('firebase.json: local Content-Security-Policy written.');

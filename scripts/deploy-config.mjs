// @ts-check
// Writes firebase.deploy.json, the configuration `npm run deploy` hands to `firebase deploy
// --config`: firebase.json with the deploy CSP (no emulator origin). Refuses to write one that
// still names a loopback origin, so a broken generator cannot ship one either.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import { rootDir } from './lib/config.mjs';
import { loopbackSources, parseCsp } from './lib/csp.mjs';
import { cspHeader, DEPLOY_CONFIG_FILE, deployConfig } from './lib/deploy-config.mjs';

const config = deployConfig(JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8')));
const loopback = loopbackSources(parseCsp(cspHeader(config).value));
if (loopback.length > 0) {
  console.error(`${DEPLOY_CONFIG_FILE}: the deploy CSP names ${loopback.join(', ')}; not written.`);
  process.exit(1);
}
const file = join(rootDir, DEPLOY_CONFIG_FILE);
const options = await prettier.resolveConfig(file);
writeFileSync(file, await prettier.format(JSON.stringify(config), { ...options, filepath: file }));
console.log(`${DEPLOY_CONFIG_FILE}: written (deploy Content-Security-Policy).`);

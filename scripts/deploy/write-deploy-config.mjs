// @ts-check
// Writes firebase.deploy.json, the configuration `npm run deploy` hands to `firebase deploy
// --config`: firebase.json with the deploy CSP (no emulator origin, frame-src pinned to the
// project's auth domain). Refuses to write one that still names a loopback origin, so a broken
// generator cannot ship one either.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import { rootDir } from '../lib/config.mjs';
import { loopbackSources, parseCsp } from '../lib/csp.mjs';
import { cspHeader, DEPLOY_CONFIG_FILE, deployConfig } from './deploy-config.mjs';
import { productionSettingsText } from './production-settings.mjs';

/**
 * The project's auth domain, as the web build gets it (VITE_FIREBASE_AUTH_DOMAIN, from the
 * environment or web/.env.production.local): the one origin the deploy CSP lets sign-in frame.
 */
function authDomain() {
  if (process.env.VITE_FIREBASE_AUTH_DOMAIN) return process.env.VITE_FIREBASE_AUTH_DOMAIN;
  const file = join(rootDir, 'web', '.env.production.local');
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return /^VITE_FIREBASE_AUTH_DOMAIN=["']?([^"'\s]+)/m.exec(text)?.[1];
}

const domain = authDomain();
if (!domain || !/^[a-z0-9.-]+$/i.test(domain)) {
  console.error(
    `${DEPLOY_CONFIG_FILE}: VITE_FIREBASE_AUTH_DOMAIN is not set (web/.env.production.local); not written.`,
  );
  process.exit(1);
}
const config = deployConfig(
  JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8')),
  domain,
);
const loopback = loopbackSources(parseCsp(cspHeader(config).value));
if (loopback.length > 0) {
  console.error(`${DEPLOY_CONFIG_FILE}: the deploy CSP names ${loopback.join(', ')}; not written.`);
  process.exit(1);
}
const file = join(rootDir, DEPLOY_CONFIG_FILE);
const options = await prettier.resolveConfig(file);
writeFileSync(file, await prettier.format(JSON.stringify(config), { ...options, filepath: file }));
console.log(`${DEPLOY_CONFIG_FILE}: written (deploy Content-Security-Policy).`);
console.log(productionSettingsText());

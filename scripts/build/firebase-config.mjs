// @ts-check
// firebase.json, generated whole: the functions, rules and emulator settings from the tables
// below, Hosting's rewrites from the page registry (scripts/build/hosting-rewrites.mjs) and its
// headers from scripts/build/hosting-headers.mjs with the policy of scripts/lib/csp.mjs.
// `npm run hosting:config` writes it (scripts/build/write-firebase-json.mjs); the unit test beside
// this file fails while the committed file differs. Edit the inputs, never the file.
import { join } from 'node:path';
import prettier from 'prettier';
import { rootDir } from '../lib/config.mjs';
import { contentSecurityPolicy } from '../lib/csp.mjs';
import { LOCAL_DEPLOY_GUARD } from '../deploy/deploy-config.mjs';
import { hostingRewrites } from './hosting-rewrites.mjs';
import { loadPageRegistry } from '../lib/page-registry.mjs';
import { hostingHeaders } from './hosting-headers.mjs';
import { editionPrefixes } from './languages.mjs';

export const firebaseJsonFile = join(rootDir, 'firebase.json');

/** The functions package: deployed from its build, without sources or tests. */
export const FUNCTIONS = [
  {
    source: 'functions',
    codebase: 'default',
    runtime: 'nodejs22',
    // .secret.local: the local stack's certificate signing key (docs/certificates.md), never uploaded.
    ignore: [
      'node_modules',
      'src',
      'test',
      '*.config.mts',
      'tsconfig*.json',
      '*.log',
      '.secret.local',
    ],
    predeploy: ['npm --prefix "$RESOURCE_DIR" run build'],
  },
];

export const RULES = {
  firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
  storage: { rules: 'storage.rules' },
};

/**
 * The local emulators' addresses. scripts/lib/config.mjs reads them back from firebase.json, and
 * the local CSP allows the Auth emulator's origin.
 */
export const EMULATORS = {
  singleProjectMode: true,
  auth: { host: '127.0.0.1', port: 9099 },
  functions: { host: '127.0.0.1', port: 5001 },
  firestore: { host: '127.0.0.1', port: 8080 },
  hosting: { host: '127.0.0.1', port: 5000 },
  hub: { host: '127.0.0.1', port: 4400 },
  logging: { host: '127.0.0.1', port: 4500 },
  ui: { enabled: false },
};

/**
 * What Hosting serves besides rewrites and headers: the web build, with clean URLs (`/programs`
 * from programs.html) and no trailing slash; a plain `firebase deploy` of this local file stops at
 * the guard (`npm run deploy` ships firebase.deploy.json instead).
 */
export const HOSTING_FILES = {
  public: 'web/dist',
  cleanUrls: true,
  trailingSlash: false,
  ignore: ['firebase.json', '**/.*'],
  predeploy: [LOCAL_DEPLOY_GUARD],
};

/**
 * The whole configuration from its inputs.
 * @param {{ pages: readonly import('./hosting-rewrites.mjs').RoutedPage[],
 *   editionPrefixes: readonly string[] }} inputs
 */
export function firebaseConfig({ pages, editionPrefixes }) {
  const authEmulator = `http://${EMULATORS.auth.host}:${EMULATORS.auth.port}`;
  return {
    functions: FUNCTIONS,
    ...RULES,
    hosting: {
      ...HOSTING_FILES,
      rewrites: hostingRewrites(pages, editionPrefixes),
      headers: hostingHeaders(contentSecurityPolicy('local', [authEmulator])),
    },
    emulators: EMULATORS,
  };
}

/** firebase.json's text from the registry and the language list, laid out by Prettier. */
export async function generatedFirebaseJson() {
  const { pageRegistry } = await loadPageRegistry();
  const config = firebaseConfig({
    pages: Object.values(pageRegistry),
    editionPrefixes: await editionPrefixes(),
  });
  // Written on one line and laid out by Prettier, as `npm run format` would leave it.
  const options = await prettier.resolveConfig(firebaseJsonFile);
  return prettier.format(JSON.stringify(config), { ...options, filepath: firebaseJsonFile });
}

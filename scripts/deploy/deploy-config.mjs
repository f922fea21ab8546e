// @ts-check
// firebase.json is the local configuration: the emulators read it, so its CSP is the `local`
// variant. What is deployed is firebase.deploy.json, made from it by `npm run deploy:config` (which
// `npm run deploy` runs first): the same file with the `deploy` CSP and without the guard that makes
// a plain `firebase deploy` of firebase.json refuse. Generated on every deploy, never committed, so
// it cannot fall behind firebase.json (rewrites, other headers, functions, rules).
import { contentSecurityPolicy, CSP_HEADER } from '../lib/csp.mjs';

export const DEPLOY_CONFIG_FILE = 'firebase.deploy.json';

/** firebase.json's Hosting predeploy hook: stops a deploy that would ship the local CSP. */
export const LOCAL_DEPLOY_GUARD = 'node scripts/deploy/refuse-local-deploy.mjs';

/** @typedef {{ key: string, value: string }} Header */
/** @typedef {{ source: string, headers: Header[] }} HeaderRule */
/** @typedef {{ hosting: { headers: HeaderRule[], predeploy?: string | string[] } } & Record<string, unknown>} FirebaseConfig */

/**
 * The CSP header of the rule for every path (`**`), where firebase.json keeps it.
 * @param {FirebaseConfig} config
 */
export function cspHeader(config) {
  const rule = config.hosting.headers.find((candidate) => candidate.source === '**');
  const header = rule?.headers.find((candidate) => candidate.key === CSP_HEADER);
  if (!header) throw new Error(`firebase.json has no ${CSP_HEADER} header for "**"`);
  return header;
}

/**
 * A copy of `config` whose CSP is `policy`; everything else is left as it is.
 * @param {FirebaseConfig} config @param {string} policy
 * @returns {FirebaseConfig}
 */
export function withCsp(config, policy) {
  /** @type {FirebaseConfig} */
  const copy = structuredClone(config);
  cspHeader(copy).value = policy;
  return copy;
}

/**
 * The configuration to deploy: the local one with the `deploy` CSP and the guard left out.
 * @param {FirebaseConfig} localConfig
 * @param {string} [authDomain] the project's auth domain, the one origin frame-src allows for sign-in
 * @returns {FirebaseConfig}
 */
export function deployConfig(localConfig, authDomain) {
  const config = withCsp(localConfig, contentSecurityPolicy('deploy', [], authDomain));
  const hooks = [config.hosting.predeploy ?? []]
    .flat()
    .filter((hook) => hook !== LOCAL_DEPLOY_GUARD);
  if (hooks.length > 0) config.hosting.predeploy = hooks;
  else delete config.hosting.predeploy;
  return config;
}

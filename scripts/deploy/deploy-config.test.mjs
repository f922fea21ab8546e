// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../lib/config.mjs';
import {
  APP_CHECK_SOURCES,
  contentSecurityPolicy,
  CSP_HEADER,
  loopbackSources,
  parseCsp,
} from '../lib/csp.mjs';
import { cspHeader, deployConfig, LOCAL_DEPLOY_GUARD, withCsp } from './deploy-config.mjs';

/** @returns {import('./deploy-config.mjs').FirebaseConfig} */
const readLocal = () => JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8'));

describe('deployConfig of firebase.json', () => {
  const local = readLocal();
  const deploy = deployConfig(local);

  it('ships the deploy policy: no 127.0.0.1, no loopback origin at all', () => {
    const policy = cspHeader(deploy).value;
    expect(policy).toBe(contentSecurityPolicy('deploy', []));
    expect(policy).not.toContain('127.0.0.1');
    expect(policy).not.toContain('localhost');
    expect(loopbackSources(parseCsp(policy))).toEqual([]);
  });

  it('differs from the local policy only by the emulator origins and App Check’s hosts', () => {
    const localDirectives = parseCsp(cspHeader(local).value);
    const withoutLoopback = localDirectives.map(([name, sources]) => [
      name,
      [
        ...sources.filter((source) => !loopbackSources([[name, [source]]]).length),
        ...(APP_CHECK_SOURCES.find(([key]) => key === name)?.[1] ?? []),
      ],
    ]);
    expect(parseCsp(cspHeader(deploy).value)).toEqual(withoutLoopback);
  });

  it('keeps every other header, rewrite and setting as firebase.json has them', () => {
    const expected = withCsp(local, cspHeader(deploy).value);
    delete expected.hosting.predeploy;
    expect(deploy).toEqual(expected);
    const otherHeaders = (/** @type {typeof local} */ config) =>
      config.hosting.headers.map((rule) => ({
        source: rule.source,
        headers: rule.headers.filter((header) => header.key !== CSP_HEADER),
      }));
    expect(otherHeaders(deploy)).toEqual(otherHeaders(local));
  });

  it('leaves out the guard that stops a deploy of firebase.json, which has it', () => {
    expect(local.hosting.predeploy).toEqual([LOCAL_DEPLOY_GUARD]);
    expect(deploy.hosting).not.toHaveProperty('predeploy');
  });

  it('does not change the local configuration it is made from', () => {
    expect(local).toEqual(readLocal());
  });
});

describe('deployConfig', () => {
  it('keeps Hosting predeploy hooks other than the guard', () => {
    const local = withCsp(readLocal(), 'default-src http://127.0.0.1:9099');
    local.hosting.predeploy = [LOCAL_DEPLOY_GUARD, 'npm run build -w web'];
    expect(deployConfig(local).hosting.predeploy).toEqual(['npm run build -w web']);
  });

  it('refuses a configuration without a CSP for every path', () => {
    const config = readLocal();
    config.hosting.headers = config.hosting.headers.filter((rule) => rule.source !== '**');
    expect(() => deployConfig(config)).toThrow(/no Content-Security-Policy/);
  });
});

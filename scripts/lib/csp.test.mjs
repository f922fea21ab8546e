// @ts-check
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { authEmulatorOrigin, rootDir } from './config.mjs';
import {
  APP_CHECK_SOURCES,
  contentSecurityPolicy,
  cspDirectives,
  DIRECTIVES,
  EMULATOR_DIRECTIVES,
  loopbackSources,
  parseCsp,
} from './csp.mjs';

const emulator = 'http://127.0.0.1:9099';
const local = cspDirectives('local', [emulator]);
const deploy = cspDirectives('deploy', [emulator]);

/** @param {readonly (readonly [string, readonly string[]])[]} directives @param {string} name */
const sourcesOf = (directives, name) => directives.find(([key]) => key === name)?.[1] ?? [];

describe('cspDirectives', () => {
  it('adds the emulator origins to connect-src and frame-src only, and only locally', () => {
    for (const [name, sources] of local) {
      const base = sourcesOf(DIRECTIVES, name);
      expect(sources).toEqual(EMULATOR_DIRECTIVES.includes(name) ? [...base, emulator] : base);
    }
    for (const [name, sources] of deploy) {
      expect(sources).not.toContain(emulator);
      expect(sources.slice(0, sourcesOf(DIRECTIVES, name).length)).toEqual(
        sourcesOf(DIRECTIVES, name),
      );
    }
  });

  it('allows what App Check with reCAPTCHA Enterprise needs in the deploy variant only', () => {
    expect(sourcesOf(deploy, 'script-src')).toEqual(
      expect.arrayContaining([
        'https://www.google.com/recaptcha/',
        'https://www.gstatic.com/recaptcha/',
      ]),
    );
    expect(sourcesOf(deploy, 'frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(sourcesOf(deploy, 'connect-src')).toContain(
      'https://content-firebaseappcheck.googleapis.com',
    );
    // Exactly the base policy plus these, and none of them locally (no Google for the emulators).
    expect(deploy).toEqual(
      DIRECTIVES.map(([name, sources]) => [
        name,
        [...sources, ...sourcesOf(APP_CHECK_SOURCES, name)],
      ]),
    );
    const localSources = local.flatMap(([, sources]) => sources);
    for (const [, sources] of APP_CHECK_SOURCES) {
      for (const source of sources) expect(localSources).not.toContain(source);
    }
    // Paths, not whole hosts: www.google.com serves far more than reCAPTCHA.
    expect(sourcesOf(deploy, 'script-src')).not.toContain('https://www.google.com');
  });

  it('gives both variants the same directives in the same order', () => {
    expect(local.map(([name]) => name)).toEqual(deploy.map(([name]) => name));
  });

  it.each([
    ['local', local],
    ['deploy', deploy],
  ])('keeps the %s policy locked down', (_, directives) => {
    expect(sourcesOf(directives, 'object-src')).toEqual(["'none'"]);
    expect(sourcesOf(directives, 'frame-ancestors')).toEqual(["'none'"]);
    expect(sourcesOf(directives, 'base-uri')).toEqual(["'self'"]);
    const all = directives.flatMap(([, sources]) => sources);
    expect(all).not.toContain("'unsafe-eval'");
    expect(sourcesOf(directives, 'script-src')).not.toContain("'unsafe-inline'");
  });
});

describe('contentSecurityPolicy', () => {
  it('writes directives as a header value and reads back the same', () => {
    const policy = contentSecurityPolicy('local', [emulator]);
    expect(policy).toMatch(/^default-src 'self'; script-src /);
    expect(parseCsp(policy)).toEqual(local);
  });

  it('names no loopback origin in the deploy variant', () => {
    const policy = contentSecurityPolicy('deploy', [emulator, 'http://localhost:9099']);
    expect(policy).not.toMatch(/127\.0\.0\.1|localhost|\[::1\]/);
    expect(loopbackSources(parseCsp(policy))).toEqual([]);
  });
});

describe('loopbackSources', () => {
  it('finds origins on this machine, with or without a scheme or port', () => {
    const directives = parseCsp(
      "connect-src 'self' http://127.0.0.1:9099 localhost:5173 ws://[::1]:24678 https://example.org; img-src data: https://localhost.example.org",
    );
    expect(loopbackSources(directives)).toEqual([
      'http://127.0.0.1:9099',
      'localhost:5173',
      'ws://[::1]:24678',
    ]);
  });
});

describe('firebase.json', () => {
  it('carries the local policy with the Auth emulator of its own emulators block (npm run hosting:config)', () => {
    const config = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8'));
    const rule = config.hosting.headers.find(
      (/** @type {{ source: string }} */ r) => r.source === '**',
    );
    const csp = rule.headers.filter(
      (/** @type {{ key: string }} */ header) => header.key === 'Content-Security-Policy',
    );
    expect(csp).toHaveLength(1);
    expect(authEmulatorOrigin).toBe(
      `http://${config.emulators.auth.host}:${config.emulators.auth.port}`,
    );
    expect(csp[0].value).toBe(contentSecurityPolicy('local', [authEmulatorOrigin]));
  });
});

describe('frame-src', () => {
  it('names no wildcard: the deploy variant allows only the project’s own auth domain', () => {
    const all = [...local, ...cspDirectives('deploy', [], 'mta-site.firebaseapp.com')];
    for (const [, sources] of all) {
      expect(sources.filter((source) => source.includes('*'))).toEqual([]);
    }
    const pinned = cspDirectives('deploy', [], 'mta-site.firebaseapp.com');
    expect(sourcesOf(pinned, 'frame-src')).toContain('https://mta-site.firebaseapp.com');
  });
});

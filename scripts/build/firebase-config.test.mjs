// @ts-check
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CSP_HEADER } from '../lib/csp.mjs';
import { SPA_SHELL } from './hosting-rewrites.mjs';
import {
  EMULATORS,
  firebaseConfig,
  firebaseJsonFile,
  generatedFirebaseJson,
} from './firebase-config.mjs';
import { PATH_HEADERS, SECURITY_HEADERS } from './hosting-headers.mjs';

const pages = [
  { path: '/', prerender: true },
  { path: '/events', prerender: true },
  { path: '/profile', prerender: false },
  { path: '*', prerender: false },
];

describe('firebaseConfig', () => {
  const config = firebaseConfig({ pages, editionPrefixes: ['/mr'] });

  it('writes the local CSP, with the Auth emulator of its own emulators block, first of every path', () => {
    const [everyPath] = config.hosting.headers;
    expect(everyPath?.source).toBe('**');
    expect(everyPath?.headers[0]).toEqual({
      key: CSP_HEADER,
      value: contentSecurityPolicy('local', [
        `http://${EMULATORS.auth.host}:${EMULATORS.auth.port}`,
      ]),
    });
    expect(everyPath?.headers.slice(1)).toEqual(SECURITY_HEADERS);
    expect(config.hosting.headers.slice(1)).toEqual(PATH_HEADERS);
  });

  it('routes the registry pages in every edition, the API first', () => {
    const sources = config.hosting.rewrites.map((rewrite) => rewrite.source);
    expect(sources[0]).toBe('/api/**');
    expect(config.hosting.rewrites).toContainEqual({ source: '/profile', destination: SPA_SHELL });
    expect(config.hosting.rewrites).toContainEqual({
      source: '/mr/profile',
      destination: '/mr/app.html',
    });
    expect(sources.at(-1)).toBe('/mr/**');
  });
});

describe('firebase.json', () => {
  it('is exactly what its inputs generate (npm run hosting:config writes it)', async () => {
    expect(readFileSync(firebaseJsonFile, 'utf8')).toBe(await generatedFirebaseJson());
  });
});

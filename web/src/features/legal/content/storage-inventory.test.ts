import { describe, expect, it } from 'vitest';
import { storageInventory } from '@/features/legal/content/storage-inventory';

// The cookie policy promises a complete list of what the site keeps in the browser. This test
// reads the app's own source (not the tests) and fails when the code stores something the list
// does not name, or when the list names a key of ours the code no longer uses.

const sources = import.meta.glob<string>(
  ['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/test/**'],
  { query: '?raw', import: 'default', eager: true },
);
const allSource = Object.values(sources).join('\n');

/** `const NAME = 'value'` anywhere in the app: storage keys are kept in such constants. */
function constantValue(identifier: string): string | undefined {
  const pattern = new RegExp(
    `const\\s+${identifier}\\s*(?::\\s*string\\s*)?=\\s*(['"\`])([^'"\`]+)\\1`,
  );
  return pattern.exec(allSource)?.[2];
}

/** The key a call's first argument names: a string literal or a constant holding one. */
function resolveKey(argument: string): string {
  const literal = /^(['"`])([^'"`$]+)\1$/.exec(argument.trim());
  if (literal?.[2]) return literal[2];
  const value = constantValue(argument.trim());
  if (value) return value;
  throw new Error(
    `Cannot tell which storage key "${argument}" is: use a string literal or a const holding one`,
  );
}

function keysPassedTo(method: RegExp): string[] {
  return [...allSource.matchAll(method)].map((match) => resolveKey(match[1] ?? ''));
}

const listed = new Set(storageInventory.map((entry) => entry.name));
const listedKinds = (name: string) =>
  storageInventory.find((entry) => entry.name === name)?.kinds ?? [];

describe('the storage inventory of the cookie policy', () => {
  it('reads the app source', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
  });

  it('lists every key the app writes to local or session storage', () => {
    const written = keysPassedTo(/\.setItem\(\s*([^,)]+)\s*,/g);
    expect(written.length).toBeGreaterThan(0);
    for (const key of written) expect(listed, `storage key "${key}"`).toContain(key);
  });

  it('lists every cache the service worker keeps', () => {
    const caches = keysPassedTo(/cacheName:\s*([^,}\n]+)/g);
    expect(caches.length).toBeGreaterThan(0);
    for (const name of caches) {
      expect(listed, `cache "${name}"`).toContain(name);
      expect(listedKinds(name)).toEqual(['Cache storage']);
    }
  });

  it('lists every IndexedDB database the app opens itself', () => {
    for (const name of keysPassedTo(/indexedDB\.open\(\s*([^,)]+)/g)) {
      expect(listed, `IndexedDB database "${name}"`).toContain(name);
    }
  });

  it('matches the promise that the site sets no cookies', () => {
    expect(allSource).not.toMatch(/document\.cookie\s*=/);
    expect(allSource).not.toMatch(/browserCookiePersistence/);
  });

  it('lists Firebase sign-in storage for each persistence the app chooses', () => {
    const authUser = 'firebase:authUser:<API key>:[DEFAULT]';
    if (allSource.includes('browserLocalPersistence')) {
      expect(listedKinds(authUser)).toContain('Local storage');
    }
    if (allSource.includes('browserSessionPersistence')) {
      expect(listedKinds(authUser)).toContain('Session storage');
    }
    if (allSource.includes('indexedDBLocalPersistence')) {
      expect(listed).toContain('firebaseLocalStorageDb');
    }
    if (/signInWithRedirect|getRedirectResult/.test(allSource)) {
      expect(listed).toContain('firebase:pendingRedirect:<API key>:[DEFAULT]');
      expect(listed).toContain('firebase:redirectUser:<API key>:[DEFAULT]');
    }
  });

  it('names no key or cache of our own that the code no longer writes', () => {
    const written = new Set(keysPassedTo(/\.setItem\(\s*([^,)]+)\s*,/g));
    const cached = new Set(keysPassedTo(/cacheName:\s*([^,}\n]+)/g));
    const ours = storageInventory.filter((entry) => entry.setBy === 'This website');
    for (const entry of ours) {
      if (entry.name.startsWith('workbox-precache-')) {
        // Workbox names the precache itself; it exists while the worker precaches.
        expect(allSource).toMatch(/precacheAndRoute\(/);
      } else if (entry.kinds.includes('Cache storage')) {
        expect(cached, `listed cache "${entry.name}"`).toContain(entry.name);
      } else {
        expect(written, `listed key "${entry.name}"`).toContain(entry.name);
      }
    }
  });
});

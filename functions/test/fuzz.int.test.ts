import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../src/contracts/api-envelope';
import { isApiErrorCode } from '../src/contracts/api-error-codes';
import { COLLECTION_NAMES } from '../src/db/collections';
import { apiRoutes } from '../src/routes';
import { exampleEventForm } from '../src/testing/example-event';
import { exampleContactForm, exampleEnrollmentForm } from '../src/testing/examples';
import { bearer, resetAuth, signUp, type Session } from './support/auth-emulator';
import { resetFirestore, testDb } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { functionsUrl, signUpAdmin } from './support/submissions';

// Property-based fuzzing of every /api route (listed from the router itself, so a new route is
// fuzzed without editing this file) and both callables, signed out, as a member and as an admin:
// arbitrary JSON, wrong types, huge strings, unicode, prototype-pollution keys and deep nesting.
// Asserted for every case: never a 500, every failure in the error shape with an X-Request-Id,
// and no document written by a request answered 4xx. (limitSlots is left out of that count: the
// throttles take a slot per attempt by design, e.g. a failed sign-in, and the slot is the record.)
//
// Bounded by count only: RUNS cases per route and callable (about 300 requests, well under a minute
// on a quiet machine). No time limit: a limit that a busy machine reaches before the first case
// ends the property with zero runs, which fast-check reports as a failure (no timings:
// docs/testing.md). Seeded by fast-check as usual; a failure prints the seed and the shrunk case to
// replay.

const RUNS = 12;
const COUNTED = Object.values(COLLECTION_NAMES).filter((name) => name !== 'limitSlots');

type Role = 'visitor' | 'member' | 'admin';
const sessions: Partial<Record<Exclude<Role, 'visitor'>, Session>> = {};

interface Tally {
  cases: number;
  statuses: Map<number, number>;
}
const table = new Map<string, Tally>();

function record(target: string, status: number): void {
  const tally = table.get(target) ?? { cases: 0, statuses: new Map() };
  tally.cases++;
  tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  table.set(target, tally);
}

// Field names every payload of ours uses, so wrong types land on fields the schemas look at.
const FIELDS = [
  ...Object.keys(exampleEnrollmentForm()),
  ...Object.keys(exampleContactForm()),
  ...Object.keys(exampleEventForm()),
  'password',
  'currentPassword',
  'newPassword',
  'idToken',
  'googleId',
  'photoURL',
  'role',
  'status',
  'idempotencyKey',
];

const field = fc.constantFrom(...FIELDS);
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const unicode = fc.string({ unit: 'binary', maxLength: 300 });
const huge = fc
  .tuple(
    field,
    fc.constantFrom('x', 'é', '😀', '\u0000', '\u202e', '<'),
    fc.integer({ min: 5_000, max: 40_000 }),
  )
  .map(([name, char, size]) => JSON.stringify({ [name]: char.repeat(size) }));
const deep = fc.integer({ min: 50, max: 600 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++)
    value = level % 2 ? [value] : { [FIELDS[0] ?? 'a']: value };
  return JSON.stringify(value);
});
/** __proto__ written as JSON text: JSON.stringify of an object literal would drop it. */
const pollution = fc
  .tuple(fc.dictionary(field, fc.oneof(unicode, wrongType), { maxKeys: 4 }), fc.jsonValue())
  .map(([rest, payload]) => {
    const keys = JSON.stringify(rest).slice(1, -1);
    const poison = JSON.stringify(payload ?? null);
    return `{"__proto__":{"admin":true,"role":"admin"},"constructor":{"prototype":${poison}}${keys ? `,${keys}` : ''}}`;
  });
/** A valid form with one field replaced: reaches the code behind validation. */
const nearlyValid = fc
  .tuple(
    fc.constantFrom(exampleEnrollmentForm(), exampleContactForm(), exampleEventForm()),
    field,
    fc.oneof(unicode, wrongType),
  )
  .map(([form, name, value]) => JSON.stringify({ ...form, [name]: value }));

// Top-level JSON scalars (`false`, `"x"`) are left out: the platform's own JSON parser (strict
// body-parser, in the emulator as in production) answers them with its 400 before any function
// code runs, so neither our error shape nor X-Request-Id can be on that answer.
const body = fc.oneof(
  fc
    .oneof(fc.array(fc.jsonValue(), { maxLength: 4 }), fc.dictionary(fc.string(), fc.jsonValue()))
    .map((value) => JSON.stringify(value)),
  fc.dictionary(field, wrongType).map((value) => JSON.stringify(value)),
  fc.dictionary(field, unicode).map((value) => JSON.stringify(value)),
  huge,
  deep,
  pollution,
  nearlyValid,
);
// Segments of dots only are left out: URL parsing and the emulator's router treat them as
// dot-segments ('..' climbs a level), so they address another route, not this one.
const pathValue = fc.oneof(
  unicode.filter((value) => value.length > 0 && !/^\.+$/.test(value)),
  fc.constantFrom('__proto__', 'constructor', 'x'.repeat(1_500), '%', 'a/b', 'ok.ics'),
);
const query = fc.dictionary(fc.constantFrom('limit', 'from', 'type', 'q', '__proto__'), unicode, {
  maxKeys: 3,
});

function headersFor(role: Role, withBody: boolean): Record<string, string> {
  const session = role === 'visitor' ? undefined : sessions[role];
  return {
    ...(withBody ? { 'content-type': 'application/json' } : {}),
    ...(session ? bearer(session.idToken) : {}),
  };
}

async function documentCounts(): Promise<number[]> {
  const db = testDb();
  return Promise.all(
    COUNTED.map(async (name) => (await db.collection(name).count().get()).data().count),
  );
}

function fillPath(path: string, values: readonly string[]): string {
  let index = 0;
  return path.replace(/:([A-Za-z]+)(\.[a-z]+)?/g, (_, __, suffix: string | undefined) => {
    const value = encodeURIComponent(values[index++] ?? 'x');
    return `${value}${suffix ?? ''}`;
  });
}

async function expectAnswerShape(response: Response, target: string): Promise<void> {
  record(target, response.status);
  expect(response.status, target).not.toBe(500);
  expect(response.headers.get('x-request-id'), target).toBeTruthy();
  const text = await response.text();
  if (response.status >= 400) {
    expect(response.headers.get('content-type'), target).toMatch(/^application\/json/);
    const body = apiErrorBodySchema.parse(JSON.parse(text));
    expect(isApiErrorCode(body.code), `${target}: ${body.code}`).toBe(true);
  }
}

beforeAll(async () => {
  await waitForHealthyApi();
  await Promise.all([resetAuth(), resetFirestore()]);
  sessions.member = await signUp('fuzz-member@example.com', 'Lotus-Kick-88');
  sessions.admin = await signUpAdmin('fuzz-admin@example.com');
});

afterAll(() => {
  const rows = [...table.entries()].map(([target, tally]) => ({
    target,
    cases: tally.cases,
    statuses: [...tally.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' '),
    '500s': tally.statuses.get(500) ?? 0,
  }));
  const total = rows.reduce((sum, row) => sum + row.cases, 0);
  const errors = rows.reduce((sum, row) => sum + row['500s'], 0);
  console.info(`fuzz: ${total} cases over ${rows.length} targets, ${errors} × 500`);
  console.table(rows);
});

describe('fuzzing every /api route', () => {
  for (const route of apiRoutes) {
    const target = `${route.method} ${route.path}`;
    const paramCount = (route.path.match(/:/g) ?? []).length;
    const carriesBody = route.method !== 'GET';
    // Signing out revokes the fuzzing sessions for every later case: only signed out here.
    const roles: Role[] =
      target === 'POST /api/auth/logout' ? ['visitor'] : ['visitor', 'member', 'admin'];

    it(target, { timeout: 60_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...roles),
          fc.array(pathValue, { minLength: paramCount, maxLength: paramCount }),
          query,
          body,
          async (role, values, search, raw) => {
            const before = carriesBody ? await documentCounts() : undefined;
            const url = `${fillPath(route.path, values)}?${new URLSearchParams(search).toString()}`;
            const response = await api(url, {
              method: route.method,
              headers: headersFor(role, carriesBody),
              ...(carriesBody ? { body: raw } : {}),
            });
            await expectAnswerShape(response, target);
            if (before && response.status >= 400 && response.status < 500) {
              expect(await documentCounts(), `${target} wrote on ${response.status}`).toEqual(
                before,
              );
            }
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});

describe('fuzzing the callables', () => {
  for (const name of ['createEnrollment', 'requestPasswordReset']) {
    it(name, { timeout: 60_000 }, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom<Role>('visitor', 'member', 'admin'),
          body,
          async (role, raw) => {
            const before = await documentCounts();
            const response = await fetch(`${functionsUrl}/${name}`, {
              method: 'POST',
              headers: headersFor(role, true),
              body: `{"data":${raw}}`,
            });
            record(`callable ${name}`, response.status);
            expect(response.status, name).not.toBe(500);
            const answer = (await response.json()) as {
              result?: unknown;
              error?: { status?: unknown };
            };
            if (response.status >= 400) {
              expect(typeof answer.error?.status, name).toBe('string');
              expect(await documentCounts(), `${name} wrote on ${response.status}`).toEqual(before);
            }
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});

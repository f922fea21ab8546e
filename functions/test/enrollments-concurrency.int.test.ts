import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  enrollmentCreatedResponseSchema,
  enrollmentMessages,
  referenceNumberPattern,
} from '../src/contracts/enrollment';
import { bearer, resetAuth, type Session } from './support/auth-emulator';
import { listDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import {
  callCreateEnrollment,
  enrollmentForm,
  newKey,
  postEnrollment,
  signUpMembers,
} from './support/submissions';

// Real races against the running emulators: uniqueness and idempotency come from create() on
// derived document ids, which the embedded emulator does apply atomically (docs/decisions.md).

beforeAll(waitForHealthyApi);

/**
 * The documents of `collection` that belong to these members. Counted per member rather than per
 * collection, so a developer using the same local stack meanwhile cannot change the numbers.
 */
async function documentsOf(collection: string, members: readonly Session[]) {
  const uids = new Set(members.map((member) => member.uid));
  return (await listDocuments(collection)).filter(({ data }) => uids.has(String(data.uid)));
}

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
});

// The Functions emulator runs one request per worker process and starts a new worker whenever all
// are busy; each new worker then loads the Firestore client on its first query. Dozens of those at
// once on a 2-core machine that is busy with something else took minutes (and once a Firestore
// call hit its 5 s deadline). Production instances serve many requests each. These tests are about
// races, not cold starts, so the bursts are ten requests wide — ten workers, brought up first — and
// the ceiling below is only there so a hung emulator ends the run instead of stalling it.
const BURST_WIDTH = 10;
const BURST_TIMEOUT_MS = 600_000;

async function warmUpWorkers(members: readonly Session[]): Promise<void> {
  for (let round = 0; round < 10; round++) {
    const statuses = await Promise.all(
      members.map(async (member) => {
        const response = await api('/api/enrollments', { headers: bearer(member.idToken) });
        await response.text();
        return response.status;
      }),
    );
    if (statuses.every((status) => status === 200)) return;
  }
  throw new Error(`${members.length} Functions workers did not warm up`);
}

interface Outcome {
  status: number;
  body: unknown;
  attempts: number;
}

/**
 * POST /api/enrollments, sent again with the same key after a 503, as the web client retries. That
 * is what the key is for: whether or not the failed attempt's writes landed, the retry ends with one
 * enrollment.
 */
async function enrollRetryingOutages(member: Session, key = newKey()): Promise<Outcome> {
  for (let attempts = 1; ; attempts++) {
    const response = await postEnrollment(member.idToken, enrollmentForm(), key);
    const body: unknown = await response.json();
    if (response.status !== 503 || attempts === 5)
      return { status: response.status, body, attempts };
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

describe('50 members enrolling, ten at the same moment', () => {
  it(
    'get 50 distinct reference numbers and exactly 50 enrollments',
    { timeout: BURST_TIMEOUT_MS },
    async () => {
      const members = await signUpMembers(50);
      await warmUpWorkers(members.slice(0, BURST_WIDTH));
      const results: Outcome[] = [];
      // Five bursts of ten simultaneous requests: each burst races for reference numbers against
      // the numbers the earlier bursts already hold.
      for (let start = 0; start < members.length; start += BURST_WIDTH) {
        const burst = members.slice(start, start + BURST_WIDTH);
        results.push(...(await Promise.all(burst.map((member) => enrollRetryingOutages(member)))));
      }
      const retried = results.filter((result) => result.attempts > 1).length;
      if (retried > 0) console.info(`${retried} of 50 enrollments were retried after a 503`);
      // Any refusal is listed with its message, so a failure says why.
      expect(results.filter((result) => result.status !== 201)).toEqual([]);
      const answers = results.map((result) => enrollmentCreatedResponseSchema.parse(result.body));
      const references = answers.map((answer) => answer.data.referenceNumber);
      for (const reference of references) expect(reference).toMatch(referenceNumberPattern);
      expect(new Set(references).size).toBe(50);
      expect(new Set(answers.map((answer) => answer.data.id)).size).toBe(50);

      const stored = await documentsOf('enrollments', members);
      expect(stored).toHaveLength(50);
      expect(new Set(stored.map((document) => document.data.uid))).toEqual(
        new Set(members.map((member) => member.uid)),
      );
      expect(new Set(stored.map((document) => document.data.referenceNumber))).toEqual(
        new Set(references),
      );
      // Each number is reserved for its enrollment. A retried attempt may leave one more reserved
      // number behind (harmless: it is simply never used), so the exact count needs no retries.
      const reservations = new Map(
        (await documentsOf('referenceNumbers', members)).map(({ id, data }) => [
          id,
          data.enrollmentId,
        ]),
      );
      for (const answer of answers) {
        expect(reservations.get(answer.data.referenceNumber)).toBe(answer.data.id);
      }
      if (results.every((result) => result.attempts === 1)) expect(reservations.size).toBe(50);
    },
  );
});

describe('one member sending one submission ten times in parallel', () => {
  it(
    'stores exactly one enrollment and gives ten identical answers',
    { timeout: BURST_TIMEOUT_MS },
    async () => {
      const [member] = await signUpMembers(1);
      if (!member) throw new Error('no member');
      await warmUpWorkers(Array<Session>(BURST_WIDTH).fill(member));
      const key = newKey();
      const responses = await Promise.all(
        Array.from({ length: BURST_WIDTH }, () =>
          postEnrollment(member.idToken, enrollmentForm(), key),
        ),
      );
      const answers = await Promise.all(
        responses.map(async (response) => ({
          status: response.status,
          body: await response.text(),
        })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(BURST_WIDTH).fill(201));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      const body = enrollmentCreatedResponseSchema.parse(JSON.parse(answers[0]?.body ?? ''));
      expect(body.data.referenceNumber).toMatch(referenceNumberPattern);

      expect(await documentsOf('enrollments', [member])).toHaveLength(1);
      // The losers gave their reserved numbers back.
      expect(await documentsOf('referenceNumbers', [member])).toEqual([
        expect.objectContaining({ id: body.data.referenceNumber }),
      ]);

      // The nine duplicates did not count against the limit: four more new enrollments still pass.
      for (let i = 0; i < 4; i++) {
        expect((await postEnrollment(member.idToken, enrollmentForm())).status).toBe(201);
      }
      expect(await documentsOf('enrollments', [member])).toHaveLength(5);
    },
  );

  it(
    'through the callable and the REST route mixed, still one enrollment',
    { timeout: BURST_TIMEOUT_MS },
    async () => {
      const [member] = await signUpMembers(1);
      if (!member) throw new Error('no member');
      // Warm the callable's own workers with replays of an earlier submission (a read, no write).
      const earlier = newKey();
      expect((await postEnrollment(member.idToken, enrollmentForm(), earlier)).status).toBe(201);
      const replays = await Promise.all(
        Array.from({ length: 5 }, () =>
          callCreateEnrollment(member.idToken, { ...enrollmentForm(), idempotencyKey: earlier }),
        ),
      );
      expect(replays.map((response) => response.status)).toEqual(Array(5).fill(200));

      const key = newKey();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          index % 2 === 0
            ? postEnrollment(member.idToken, enrollmentForm(), key)
            : callCreateEnrollment(member.idToken, { ...enrollmentForm(), idempotencyKey: key }),
        ),
      );
      const bodies = await Promise.all(
        responses.map(async (response) => {
          const json = (await response.json()) as { result?: unknown };
          return JSON.stringify(json.result ?? json);
        }),
      );
      expect(new Set(bodies).size).toBe(1);
      expect(responses.map((response) => response.status)).toEqual(
        Array.from({ length: 10 }, (_, index) => (index % 2 === 0 ? 201 : 200)),
      );
      // The earlier submission and this one: two enrollments, two reference numbers.
      expect(await documentsOf('enrollments', [member])).toHaveLength(2);
      expect(await documentsOf('referenceNumbers', [member])).toHaveLength(2);
    },
  );
});

describe('one member sending 30 different submissions at the same moment', () => {
  it(
    'gets exactly 5 enrollments and 25 × 429, however the requests interleave',
    { timeout: BURST_TIMEOUT_MS },
    async () => {
      const [member] = await signUpMembers(1);
      if (!member) throw new Error('no member');
      await warmUpWorkers(Array<Session>(BURST_WIDTH).fill(member));
      // 30 keys, 30 submissions at once. A 503 (a cold worker's Firestore call past its deadline on
      // a busy machine) is retried with the same key, which reuses the slot it may have taken, so
      // the count stays exact either way.
      const results = await Promise.all(
        Array.from({ length: 30 }, () => enrollRetryingOutages(member)),
      );
      const statuses = results.map((result) => result.status).sort();
      expect(statuses).toEqual([...Array(5).fill(201), ...Array(25).fill(429)]);
      for (const refused of results.filter((result) => result.status === 429)) {
        expect(refused.body).toEqual({
          success: false,
          code: 'rate-limit/too-many-enrollments',
          message: enrollmentMessages.tooMany,
        });
      }
      expect(await documentsOf('enrollments', [member])).toHaveLength(5);
      expect(await documentsOf('referenceNumbers', [member])).toHaveLength(5);
    },
  );
});

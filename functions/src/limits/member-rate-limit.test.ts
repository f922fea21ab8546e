import { Timestamp, type Query } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import {
  assertUnderLimit,
  isOverLimit,
  MEMBER_SUBMISSIONS,
  retryAfterSeconds,
  windowStart,
} from './member-rate-limit';

const NOW = Date.parse('2026-06-15T10:00:00Z');
const MINUTE = 60_000;

describe('the window arithmetic', () => {
  it('allows five per member per ten minutes', () => {
    expect(MEMBER_SUBMISSIONS).toEqual({ max: 5, windowMs: 10 * MINUTE });
    expect(windowStart(NOW, MEMBER_SUBMISSIONS)).toBe(NOW - 10 * MINUTE);
  });

  it('refuses the sixth, not the fifth', () => {
    expect(isOverLimit(4, MEMBER_SUBMISSIONS)).toBe(false);
    expect(isOverLimit(5, MEMBER_SUBMISSIONS)).toBe(true);
    expect(isOverLimit(6, MEMBER_SUBMISSIONS)).toBe(true);
  });

  it('says when the oldest submission leaves the window, in whole seconds, at least 1', () => {
    expect(retryAfterSeconds(NOW - 9 * MINUTE, NOW, MEMBER_SUBMISSIONS)).toBe(60);
    expect(retryAfterSeconds(NOW - 9 * MINUTE - 500, NOW, MEMBER_SUBMISSIONS)).toBe(60);
    expect(retryAfterSeconds(NOW - 9 * MINUTE + 1, NOW, MEMBER_SUBMISSIONS)).toBe(61);
    expect(retryAfterSeconds(NOW - 10 * MINUTE, NOW, MEMBER_SUBMISSIONS)).toBe(1);
    expect(retryAfterSeconds(undefined, NOW, MEMBER_SUBMISSIONS)).toBe(600);
  });
});

type Filter = [field: string, op: string, value: unknown];

/** Just enough of a Firestore query to record its filters and answer count() and get(). */
function fakeQuery(count: number, oldest: unknown, filters: Filter[] = []): Query {
  const query = {
    where: (field: string, op: string, value: unknown) => {
      filters.push([field, op, value]);
      return query;
    },
    orderBy: () => query,
    limit: () => query,
    count: () => ({ get: async () => ({ data: () => ({ count }) }) }),
    get: async () => ({ docs: [{ get: () => oldest }] }),
  };
  return query as unknown as Query;
}

async function refusal(count: number, oldest: unknown): Promise<unknown> {
  return assertUnderLimit(
    fakeQuery(count, oldest),
    'u1',
    NOW,
    MEMBER_SUBMISSIONS,
    'Slow down',
  ).then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('assertUnderLimit', () => {
  it('counts the member’s documents created since the window start', async () => {
    const filters: Filter[] = [];
    await assertUnderLimit(fakeQuery(0, undefined, filters), 'u1', NOW, MEMBER_SUBMISSIONS, 'x');
    expect(filters).toEqual([
      ['uid', '==', 'u1'],
      ['createdAt', '>=', Timestamp.fromMillis(NOW - 10 * MINUTE)],
    ]);
  });

  it('lets the fifth through', async () => {
    expect(await refusal(4, undefined)).toBeUndefined();
  });

  it('answers the sixth with 429 and a Retry-After from the oldest in the window', async () => {
    const error = await refusal(5, Timestamp.fromMillis(NOW - 8 * MINUTE));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 429,
      message: 'Slow down',
      details: { headers: { 'Retry-After': '120' } },
    });
  });

  it('falls back to the whole window when the oldest time is unreadable', async () => {
    const error = await refusal(7, 'yesterday');
    expect(error).toMatchObject({ details: { headers: { 'Retry-After': '600' } } });
  });
});

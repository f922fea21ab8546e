import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/http-error';
import { MemorySlotStore } from '../testing/memory-slot-store';
import { MEMBER_SUBMISSIONS, takeMemberSlot } from './member-rate-limit';

const NOW = Date.parse('2026-06-15T10:02:00Z');
const MINUTE = 60_000;

function take(store: MemorySlotStore, uid = 'u1', holder?: string) {
  return takeMemberSlot({
    kind: 'enrollment',
    uid,
    now: NOW,
    code: 'rate-limit/too-many-enrollments',
    message: 'Slow down',
    store,
    ...(holder === undefined ? {} : { holder }),
  }).then(
    () => 'ok' as const,
    (error: unknown) => error,
  );
}

describe('takeMemberSlot', () => {
  it('allows five per member per ten minutes', () => {
    expect(MEMBER_SUBMISSIONS).toEqual({ limit: 5, windowMs: 10 * MINUTE });
  });

  it('answers the sixth with 429 and a Retry-After until the window ends', async () => {
    const store = new MemorySlotStore();
    for (let i = 0; i < 5; i++) expect(await take(store)).toBe('ok');
    const error = await take(store);
    expect(error).toBeInstanceOf(HttpError);
    // 10:02 → the window ends at 10:10.
    expect(error).toMatchObject({
      status: 429,
      code: 'rate-limit/too-many-enrollments',
      message: 'Slow down',
      details: { headers: { 'Retry-After': '480' } },
    });
  });

  it('gives exactly 5 of 30 parallel submissions a slot', async () => {
    const store = new MemorySlotStore();
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => take(store)));
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(5);
    expect(
      outcomes.filter((outcome) => outcome instanceof HttpError && outcome.status === 429),
    ).toHaveLength(25);
  });

  it('counts per member and per kind, and hashes the uid out of the slot id', async () => {
    const store = new MemorySlotStore();
    for (let i = 0; i < 5; i++) await take(store);
    expect(await take(store, 'u2')).toBe('ok');
    const contact = await takeMemberSlot({
      kind: 'contact',
      uid: 'u1',
      now: NOW,
      code: 'rate-limit/too-many-messages',
      message: '',
      store,
    });
    expect(contact).toBeUndefined();
    expect([...store.slots.keys()].some((id) => id.includes('u1'))).toBe(false);
  });

  it('lets a retry of the same enrollment reuse its slot', async () => {
    const store = new MemorySlotStore();
    for (let i = 0; i < 5; i++) expect(await take(store, 'u1', `e${i}`)).toBe('ok');
    expect(await take(store, 'u1', 'e0')).toBe('ok');
    expect(await take(store, 'u1', 'e5')).toBeInstanceOf(HttpError);
  });
});

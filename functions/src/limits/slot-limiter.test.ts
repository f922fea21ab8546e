import { describe, expect, it } from 'vitest';
import { MemorySlotStore } from '../testing/memory-slot-store';
import {
  reserveSlot,
  secondsUntilWindowEnd,
  slotId,
  slotIdsOfWindow,
  windowEnd,
  windowOf,
  type SlotLimit,
} from './slot-limiter';

const FIVE_PER_TEN_MINUTES: SlotLimit = { limit: 5, windowMs: 10 * 60_000 };
// 10:03:20 UTC: 200 s into a ten-minute window.
const NOW = Date.parse('2026-06-15T10:03:20Z');

describe('windows', () => {
  it('are fixed, aligned to the epoch, and end where the next begins', () => {
    const window = windowOf(NOW, FIVE_PER_TEN_MINUTES);
    expect(windowEnd(window, FIVE_PER_TEN_MINUTES)).toBe(Date.parse('2026-06-15T10:10:00Z'));
    expect(windowOf(Date.parse('2026-06-15T10:10:00Z'), FIVE_PER_TEN_MINUTES)).toBe(window + 1);
  });

  it('give a Retry-After of the seconds left, at least 1', () => {
    expect(secondsUntilWindowEnd(NOW, FIVE_PER_TEN_MINUTES)).toBe(400);
    expect(secondsUntilWindowEnd(NOW + 399_500, FIVE_PER_TEN_MINUTES)).toBe(1);
  });

  it('name slots <key>:<window>:<n>', () => {
    const window = windowOf(NOW, FIVE_PER_TEN_MINUTES);
    expect(slotId('k', window, 3)).toBe(`k:${window}:3`);
    expect(slotIdsOfWindow('k', NOW, FIVE_PER_TEN_MINUTES)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `k:${window}:${n}`),
    );
  });
});

describe('reserveSlot', () => {
  const request = { key: 'enrollment:u1', limit: FIVE_PER_TEN_MINUTES, now: NOW };

  it('fills slots from 1 and refuses the sixth until the window ends', async () => {
    const store = new MemorySlotStore();
    const granted = [];
    for (let i = 0; i < 5; i++) granted.push(await reserveSlot(store, request));
    expect(granted.map((outcome) => outcome.granted && outcome.n)).toEqual([1, 2, 3, 4, 5]);
    expect(await reserveSlot(store, request)).toEqual({ granted: false, retryAfterSeconds: 400 });
    expect(store.slots.size).toBe(5);
  });

  it('grants exactly the limit to 30 parallel requests', async () => {
    const store = new MemorySlotStore();
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, () => reserveSlot(store, request)),
    );
    expect(outcomes.filter((outcome) => outcome.granted)).toHaveLength(5);
    expect(outcomes.filter((outcome) => !outcome.granted)).toHaveLength(25);
    expect([...store.slots.keys()].sort()).toEqual(
      slotIdsOfWindow(request.key, NOW, request.limit),
    );
  });

  it('counts keys and windows apart', async () => {
    const store = new MemorySlotStore();
    for (let i = 0; i < 5; i++) await reserveSlot(store, request);
    expect((await reserveSlot(store, { ...request, key: 'enrollment:u2' })).granted).toBe(true);
    const nextWindow = { ...request, now: NOW + 400_000 };
    expect(await reserveSlot(store, nextWindow)).toMatchObject({ granted: true, n: 1 });
  });

  it('lets a retry reuse the slot its holder took, in parallel too', async () => {
    const store = new MemorySlotStore();
    const same = { ...request, holder: 'enrollment-a' };
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => reserveSlot(store, same)));
    expect(outcomes.every((outcome) => outcome.granted && outcome.n === 1)).toBe(true);
    expect(store.slots.size).toBe(1);
    // Another holder takes the next slot.
    expect(await reserveSlot(store, { ...request, holder: 'b' })).toMatchObject({ n: 2 });
  });

  it('stores what the console and the TTL policy need', async () => {
    const store = new MemorySlotStore();
    const outcome = await reserveSlot(store, { ...request, holder: 'h' });
    if (!outcome.granted) throw new Error('refused');
    expect(store.slots.get(outcome.id)).toEqual({
      key: 'enrollment:u1',
      window: outcome.window,
      n: 1,
      at: NOW,
      holder: 'h',
      // A day after the window's end.
      expireAt: Date.parse('2026-06-16T10:10:00Z'),
    });
  });
});

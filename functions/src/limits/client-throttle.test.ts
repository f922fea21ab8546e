import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemorySlotStore } from '../testing/memory-slot-store';
import { UNKNOWN_CLIENT } from './client-address';
import { takeClientSlot } from './client-throttle';

const NOW = Date.parse('2026-06-15T10:30:00Z');

function signUp(store: MemorySlotStore, address: string) {
  return takeClientSlot({
    throttle: 'signUpPerAddress',
    address,
    now: NOW,
    code: 'rate-limit/too-many-sign-ups',
    message: 'no',
    store,
  }).then(
    (slot) => (slot ? 'slot' : 'unthrottled'),
    (error: unknown) => error,
  );
}

afterEach(() => vi.unstubAllEnvs());

describe('takeClientSlot', () => {
  it('gives 5 of 20 parallel sign-ups from one address a slot, 429 to the rest', async () => {
    const store = new MemorySlotStore();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => signUp(store, '198.51.100.4')),
    );
    expect(outcomes.filter((outcome) => outcome === 'slot')).toHaveLength(5);
    const refusals = outcomes.filter((outcome) => outcome !== 'slot');
    expect(refusals).toHaveLength(15);
    // 10:30 → the hour ends at 11:00.
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({
        status: 429,
        details: { headers: { 'Retry-After': '1800' } },
      });
    }
    expect(await signUp(store, '198.51.100.5')).toBe('slot');
  });

  it('throttles requests without an address together, at production numbers', async () => {
    const store = new MemorySlotStore();
    for (let i = 0; i < 5; i++) expect(await signUp(store, UNKNOWN_CLIENT)).toBe('slot');
    expect(await signUp(store, UNKNOWN_CLIENT)).toMatchObject({ status: 429 });
  });

  it('takes no slot for them when the test runner lifted that bucket', async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('MTA_TEST_RUN', '1');
    vi.stubEnv('THROTTLE_UNKNOWN_CLIENT_LIMIT', 'unlimited');
    const store = new MemorySlotStore();
    for (let i = 0; i < 8; i++) expect(await signUp(store, UNKNOWN_CLIENT)).toBe('unthrottled');
    expect(store.slots.size).toBe(0);
    // An address of its own still gets the production numbers (the limit tests rely on it).
    for (let i = 0; i < 5; i++) await signUp(store, '198.51.100.4');
    expect(await signUp(store, '198.51.100.4')).toMatchObject({ status: 429 });
  });
});

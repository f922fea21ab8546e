import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_CLIENT } from '../limits/client-address';
import { MemorySlotStore } from '../testing/memory-slot-store';
import { admitSignUp } from './sign-up-throttle';

vi.mock('firebase-functions/logger', () => ({ warn: vi.fn() }));

const NOW = Date.parse('2026-06-15T10:30:00Z');

function signUp(store: MemorySlotStore, address: string): Promise<unknown> {
  return admitSignUp(address, NOW, store).then(
    () => 'admitted',
    (error: unknown) => error,
  );
}

afterEach(() => vi.unstubAllEnvs());

describe('admitSignUp', () => {
  it('stops one address after five, whatever else it claims to be', async () => {
    const store = new MemorySlotStore();
    for (let i = 0; i < 5; i++) expect(await signUp(store, '203.0.113.9')).toBe('admitted');
    expect(await signUp(store, '203.0.113.9')).toMatchObject({
      status: 429,
      code: 'rate-limit/too-many-sign-ups',
    });
  });

  it('stops everybody together after a hundred an hour, many addresses or none', async () => {
    const store = new MemorySlotStore();
    for (let i = 0; i < 100; i++) {
      expect(await signUp(store, `198.51.${Math.floor(i / 4)}.${i % 4}`)).toBe('admitted');
    }
    const refused = await signUp(store, '192.0.2.200');
    expect(refused).toMatchObject({
      status: 429,
      code: 'rate-limit/too-many-sign-ups-overall',
      details: { headers: { 'Retry-After': '1800' } },
    });
    // The refused address kept its own budget: only the overall slots and 100 own slots exist.
    expect(store.slots.size).toBe(200);
    expect(await signUp(store, UNKNOWN_CLIENT)).toMatchObject({
      code: 'rate-limit/too-many-sign-ups-overall',
    });
  });

  it("lifts both limits only for the test runner's unknown client", async () => {
    vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
    vi.stubEnv('MTA_TEST_RUN', '1');
    vi.stubEnv('THROTTLE_UNKNOWN_CLIENT_LIMIT', 'unlimited');
    const store = new MemorySlotStore();
    for (let i = 0; i < 8; i++) expect(await signUp(store, UNKNOWN_CLIENT)).toBe('admitted');
    expect(store.slots.size).toBe(0);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { authMessages } from '../contracts/auth-messages';
import { HttpError } from '../http/http-error';
import { MemorySlotStore } from '../testing/memory-slot-store';
import { beginLoginAttempt, clearAccountLock, delayAfterFailure } from './login-throttle';

vi.mock('firebase-functions/logger', () => ({ warn: vi.fn() }));

const START = Date.parse('2026-06-15T10:00:00Z');
const IP = '203.0.113.7';
const EMAIL = 'asha@example.com';

/** One wrong password at `now`: the attempt's slot stays taken. */
async function fail(store: MemorySlotStore, now: number, email = EMAIL): Promise<unknown> {
  return beginLoginAttempt(IP, email, now, store).then(
    () => 'tried',
    (error: unknown) => error,
  );
}

describe('delayAfterFailure', () => {
  it('is free for the first three failures, then doubles from one second', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(delayAfterFailure)).toEqual([0, 0, 1, 2, 4, 8, 64]);
  });
});

describe('beginLoginAttempt', () => {
  it('refuses an attempt that comes sooner than the growing delay, with that wait', async () => {
    const store = new MemorySlotStore();
    for (let i = 0; i < 3; i++) expect(await fail(store, START)).toBe('tried');
    const early = await fail(store, START + 400);
    expect(early).toBeInstanceOf(HttpError);
    expect(early).toMatchObject({
      status: 429,
      code: 'rate-limit/too-many-failed-logins',
      message: authMessages.tooManyFailedLogins,
      details: { headers: { 'Retry-After': '1' } },
    });
    // The refused attempt took no slot: three failures (address and account) are all that is stored.
    expect(store.slots.size).toBe(6);
    expect(await fail(store, START + 1_000)).toBe('tried');
    // After the fourth failure the wait is two seconds.
    expect(await fail(store, START + 2_500)).toMatchObject({
      details: { headers: { 'Retry-After': '1' } },
    });
    expect(await fail(store, START + 3_000)).toBe('tried');
  });

  it('refuses the 11th failure of a window until the window ends, however patient', async () => {
    const store = new MemorySlotStore();
    let now = START;
    for (let failures = 0; failures < 10; failures++) {
      now += delayAfterFailure(failures) * 1000;
      expect(await fail(store, now)).toBe('tried');
    }
    now += 600_000;
    const refused = await fail(store, now);
    // 15-minute window from 10:00: it ends at 10:15.
    const left = Math.ceil((START + 900_000 - now) / 1000);
    expect(refused).toMatchObject({
      status: 429,
      code: 'rate-limit/too-many-failed-logins',
      details: { headers: { 'Retry-After': `${left}` } },
    });
  });

  it('counts per email: another account from the same address is not slowed', async () => {
    const store = new MemorySlotStore();
    for (let i = 0; i < 3; i++) await fail(store, START);
    expect(await fail(store, START, 'ravi@example.com')).toBe('tried');
  });

  it('starts again after a good sign-in', async () => {
    const store = new MemorySlotStore();
    for (let i = 0; i < 3; i++) await fail(store, START);
    const good = await beginLoginAttempt(IP, EMAIL, START + 1_000, store);
    await good.succeeded();
    expect(store.slots.size).toBe(0);
    for (let i = 0; i < 3; i++) expect(await fail(store, START + 1_000)).toBe('tried');
  });

  it('gives the slot back when the sign-in service failed', async () => {
    const store = new MemorySlotStore();
    const attempt = await beginLoginAttempt(IP, EMAIL, START, store);
    await attempt.abandoned();
    expect(store.slots.size).toBe(0);
  });

  it('is exact for a parallel burst: ten slots, the rest refused', async () => {
    const store = new MemorySlotStore();
    const outcomes = await Promise.all(Array.from({ length: 30 }, () => fail(store, START)));
    expect(store.slots.size).toBeLessThanOrEqual(20);
    expect(outcomes.filter((outcome) => outcome === 'tried').length).toBeLessThanOrEqual(10);
  });

  it('locks the account after ten failures from ten different addresses, with its own message', async () => {
    const store = new MemorySlotStore();
    const from = (n: number) =>
      beginLoginAttempt(`198.51.100.${n}`, EMAIL, START, store).then(
        () => 'tried',
        (error: unknown) => error,
      );
    for (let n = 1; n <= 10; n++) expect(await from(n)).toBe('tried');
    const locked = await from(11);
    expect(locked).toMatchObject({
      status: 429,
      code: 'rate-limit/account-locked',
      message: authMessages.accountLocked,
      details: { headers: { 'Retry-After': '900' } },
    });
    // The refused attempt cost the new address nothing.
    expect(store.slots.size).toBe(20);
    // Another account is untouched by the lock.
    expect(await fail(store, START, 'ravi@example.com')).toBe('tried');
  });

  it('lifts the lock when the owner completes a password reset', async () => {
    const store = new MemorySlotStore();
    for (let n = 1; n <= 10; n++) await beginLoginAttempt(`198.51.100.${n}`, EMAIL, START, store);
    expect(await fail(store, START + 5_000)).toMatchObject({ code: 'rate-limit/account-locked' });
    await clearAccountLock(' Asha@Example.com ', START + 6_000, store);
    expect(await fail(store, START + 7_000)).toBe('tried');
  });
});

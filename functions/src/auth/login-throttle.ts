import { authMessages } from '../contracts/auth-messages';
import { tooManyRequests } from '../http/http-error';
import { clearAccountSlots, freeSlots, takeAccountSlot } from '../limits/account-throttle';
import { normalEmail } from '../limits/client-address';
import { takeClientSlot, type GrantedClientSlot } from '../limits/client-throttle';
import { slotId, slotIdsOfWindow, type SlotStore } from '../limits/slot-limiter';
import { LIMITS, LOGIN_DELAY } from '../limits/throttle-config';

// Failed sign-ins per client address + email: each attempt takes a slot before the password is
// checked (so a parallel burst is bounded exactly), a good sign-in frees the window's slots (the
// failure count starts again), and after the free failures each attempt must come a doubling
// delay after the previous one (LOGIN_DELAY) — refused at once with that wait, never slept on.
// Each attempt also takes a slot of the account's own budget, shared by every address, so guesses
// spread over many addresses stop at the same number; a completed password reset clears it.

export interface LoginAttempt {
  /** The password was right: forget the failures. */
  succeeded(): Promise<void>;
  /** Nothing was learnt (the service failed): give the slot back. */
  abandoned(): Promise<void>;
}

const NOTHING_TO_DO: LoginAttempt = { succeeded: async () => {}, abandoned: async () => {} };

/** Seconds to wait after failure number `failures` (1-based) before the next attempt. */
export function delayAfterFailure(failures: number): number {
  if (failures < LOGIN_DELAY.freeFailures) return 0;
  return LOGIN_DELAY.firstDelaySeconds * 2 ** (failures - LOGIN_DELAY.freeFailures);
}

const freeQuietly = freeSlots;

/** The account's own budget, from every address together; 429 "account locked" past it. */
async function takeAccountAttempt(email: string, now: number, store?: SlotStore) {
  return takeAccountSlot({
    throttle: 'failedLoginPerAccount',
    subject: normalEmail(email),
    now,
    code: 'rate-limit/account-locked',
    message: authMessages.accountLocked,
    ...(store ? { store } : {}),
  });
}

/** A completed password reset: the owner proved the mailbox, so the account's lock goes. */
export async function clearAccountLock(email: string, now = Date.now(), store?: SlotStore) {
  await clearAccountSlots('failedLoginPerAccount', normalEmail(email), now, store);
}

async function refuseIfTooSoon(slot: GrantedClientSlot, now: number): Promise<void> {
  const { key, limit, outcome, store } = slot;
  // The production limit only: a limit the test runner lifted has no delay either.
  if (limit.limit !== LIMITS.failedLoginPerAddressAndEmail.limit) return;
  const failures = outcome.n - 1;
  const wait = delayAfterFailure(failures) * 1000;
  if (wait === 0) return;
  const previous = await store.takenAt(slotId(key, outcome.window, failures));
  if (previous === undefined || previous + wait <= now) return;
  await freeQuietly(store, [outcome.id]);
  throw tooManyRequests(
    'rate-limit/too-many-failed-logins',
    authMessages.tooManyFailedLogins,
    (previous + wait - now) / 1000,
  );
}

/** Call before checking the password; throws 429 when this client must not try now. */
export async function beginLoginAttempt(
  address: string,
  email: string,
  now = Date.now(),
  store?: SlotStore,
): Promise<LoginAttempt> {
  const slot = await takeClientSlot({
    throttle: 'failedLoginPerAddressAndEmail',
    address,
    also: [normalEmail(email)],
    now,
    code: 'rate-limit/too-many-failed-logins',
    message: authMessages.tooManyFailedLogins,
    ...(store ? { store } : {}),
  });
  if (!slot) return NOTHING_TO_DO;
  await refuseIfTooSoon(slot, now);
  let account;
  try {
    account = await takeAccountAttempt(email, now, store);
  } catch (error) {
    // Refused before the password was tried: this address did not spend an attempt.
    await freeQuietly(slot.store, [slot.outcome.id]);
    throw error;
  }
  return {
    succeeded: async () => {
      await freeQuietly(slot.store, slotIdsOfWindow(slot.key, now, slot.limit));
      await freeQuietly(account.store, slotIdsOfWindow(account.key, now, account.limit));
    },
    abandoned: () => freeQuietly(slot.store, [slot.outcome.id, account.outcome.id]),
  };
}

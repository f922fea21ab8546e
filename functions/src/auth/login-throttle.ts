import * as logger from 'firebase-functions/logger';
import { authMessages } from '../contracts/auth-messages';
import { tooManyRequests } from '../http/http-error';
import { normalEmail } from '../limits/client-address';
import { takeClientSlot, type GrantedClientSlot } from '../limits/client-throttle';
import { slotId, slotIdsOfWindow, type SlotStore } from '../limits/slot-limiter';
import { LIMITS, LOGIN_DELAY } from '../limits/throttle-config';

// Failed sign-ins per client address + email: each attempt takes a slot before the password is
// checked (so a parallel burst is bounded exactly), a good sign-in frees the window's slots (the
// failure count starts again), and after the free failures each attempt must come a doubling
// delay after the previous one (LOGIN_DELAY) — refused at once with that wait, never slept on.

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

async function freeQuietly(store: SlotStore, ids: readonly string[]): Promise<void> {
  // A leftover slot only means one failure counted too many until its window ends.
  await store.remove(ids).catch((error: unknown) => {
    logger.warn('Could not free sign-in slots', { error });
  });
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
  return {
    succeeded: () => freeQuietly(slot.store, slotIdsOfWindow(slot.key, now, slot.limit)),
    abandoned: () => freeQuietly(slot.store, [slot.outcome.id]),
  };
}

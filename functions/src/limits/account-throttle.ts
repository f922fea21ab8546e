import * as logger from 'firebase-functions/logger';
import type { ApiErrorCode } from '../contracts/api-error-codes';
import { tooManyRequests } from '../http/http-error';
import { throttleKey } from './client-address';
import type { GrantedClientSlot } from './client-throttle';
import { reserveSlot, slotIdsOfWindow, type SlotStore } from './slot-limiter';
import { firestoreSlotStore } from './slot-store';
import { LIMITS } from './throttle-config';

// Limits that do not depend on who the caller says they are: per account (keyed on the normalised
// email or the uid) and overall (one key for everybody). They hold however many addresses an
// abuser uses, and whether or not the address could be read at all.

export type AccountThrottle =
  'failedLoginPerAccount' | 'wrongCurrentPasswordPerAccount' | 'signUpsOverall';

export interface AccountThrottleRequest {
  throttle: AccountThrottle;
  /** Whose budget: a normalised email, a uid, or 'all' for the overall limits. */
  subject: string;
  now: number;
  code: ApiErrorCode;
  message: string;
  store?: SlotStore;
}

/** Takes one of the subject's slots, or throws 429 with Retry-After (when its window ends). */
export async function takeAccountSlot(request: AccountThrottleRequest): Promise<GrantedClientSlot> {
  const { throttle, subject, now, code, message, store = firestoreSlotStore } = request;
  const limit = LIMITS[throttle];
  const key = throttleKey(throttle, subject);
  const outcome = await reserveSlot(store, { key, limit, now });
  if (!outcome.granted) throw tooManyRequests(code, message, outcome.retryAfterSeconds);
  return { key, limit, outcome, store };
}

/** Removes slots quietly: a leftover one only counts one use too many until its window ends. */
export async function freeSlots(store: SlotStore, ids: readonly string[]): Promise<void> {
  await store.remove(ids).catch((error: unknown) => {
    logger.warn('Could not free limit slots', { error });
  });
}

/** Forgets the subject's uses in the current window (a good password, a completed reset). */
export async function clearAccountSlots(
  throttle: AccountThrottle,
  subject: string,
  now: number,
  store: SlotStore = firestoreSlotStore,
): Promise<void> {
  await freeSlots(store, slotIdsOfWindow(throttleKey(throttle, subject), now, LIMITS[throttle]));
}

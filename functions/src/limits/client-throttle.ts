import type { ApiErrorCode } from '../contracts/api-error-codes';
import { tooManyRequests } from '../http/http-error';
import { throttleKey, UNKNOWN_CLIENT } from './client-address';
import { reserveSlot, type SlotLimit, type SlotOutcome, type SlotStore } from './slot-limiter';
import { firestoreSlotStore } from './slot-store';
import { LIMITS, unknownClientLimit, type ClientThrottle } from './throttle-config';

export interface ClientThrottleRequest {
  throttle: ClientThrottle;
  /** clientAddress() of the request. */
  address: string;
  /** More of the key besides the address (the normalised target email for login). */
  also?: readonly string[];
  now: number;
  /** The 429's code and text (from the contracts, so the forms show it). */
  code: ApiErrorCode;
  message: string;
  store?: SlotStore;
}

export interface GrantedClientSlot {
  key: string;
  limit: SlotLimit;
  outcome: Extract<SlotOutcome, { granted: true }>;
  store: SlotStore;
}

/** The limit that applies to this client: production, unless the test runner lifted "unknown". */
export function clientLimit(throttle: ClientThrottle, address: string): SlotLimit | undefined {
  return address === UNKNOWN_CLIENT ? unknownClientLimit(throttle) : LIMITS[throttle];
}

/**
 * Takes one of the client's slots for `throttle`, or throws 429 with Retry-After (when its window
 * ends). Undefined when the client is not throttled at all (only ever in the test runner).
 */
export async function takeClientSlot(
  request: ClientThrottleRequest,
): Promise<GrantedClientSlot | undefined> {
  const { throttle, address, also = [], now, code, message, store = firestoreSlotStore } = request;
  const limit = clientLimit(throttle, address);
  if (!limit) return undefined;
  const key = throttleKey(throttle, address, ...also);
  const outcome = await reserveSlot(store, { key, limit, now });
  if (!outcome.granted) throw tooManyRequests(code, message, outcome.retryAfterSeconds);
  return { key, limit, outcome, store };
}

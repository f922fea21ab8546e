import type { ApiErrorCode } from '../contracts/api-error-codes';
import { tooManyRequests } from '../http/http-error';
import { throttleKey } from './client-address';
import { reserveSlot, type SlotLimit, type SlotStore } from './slot-limiter';
import { firestoreSlotStore } from './slot-store';
import { LIMITS } from './throttle-config';

// Abuse limits on what a member can create (enrollments, contact messages): exact under bursts,
// because each new document first takes one of the member's slots (slot-limiter.ts).

export type MemberSubmission = 'enrollment' | 'contact';

export const MEMBER_SUBMISSIONS: SlotLimit = LIMITS.memberSubmissions;

export interface MemberSlotRequest {
  kind: MemberSubmission;
  uid: string;
  now: number;
  /** The 429's code and text. */
  code: ApiErrorCode;
  message: string;
  /** The document the slot is for, when a retry must reuse it (the enrollment id). */
  holder?: string;
  store?: SlotStore;
}

/** Takes one of the member's slots for `kind`, or throws 429 with Retry-After (window end). */
export async function takeMemberSlot(request: MemberSlotRequest): Promise<void> {
  const { kind, uid, now, code, message, holder, store = firestoreSlotStore } = request;
  const outcome = await reserveSlot(store, {
    key: throttleKey(kind, uid),
    limit: MEMBER_SUBMISSIONS,
    now,
    ...(holder === undefined ? {} : { holder }),
  });
  if (!outcome.granted) throw tooManyRequests(code, message, outcome.retryAfterSeconds);
}

import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../db/collections';
import { withDeadline } from '../../db/database-errors';

/** At most this many reset mails per address per rolling hour. */
export const RESET_MAILS_PER_WINDOW = 5;
export const RESET_WINDOW_MS = 60 * 60 * 1000;
const DEADLINE_MS = 5_000;

export interface ResetDecision {
  allowed: boolean;
  /** The log to store when allowed (includes `now`). */
  sentAt: number[];
}

/** Pure: may one more mail go out at `now`, given when the previous ones went? */
export function decideResetRequest(previous: readonly number[], now: number): ResetDecision {
  const recent = previous
    .filter((sentAt) => sentAt > now - RESET_WINDOW_MS)
    .sort((a, b) => a - b)
    .slice(-RESET_MAILS_PER_WINDOW);
  if (recent.length >= RESET_MAILS_PER_WINDOW) return { allowed: false, sentAt: recent };
  return { allowed: true, sentAt: [...recent, now] };
}

/** Addresses differ only in case for the same mailbox as far as Firebase Auth is concerned. */
export function resetLogId(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/**
 * Records one reset mail for `email` if the address is under its limit; false when it is not.
 * Counted for every address asked about, with or without an account, so the answer (and its timing)
 * says nothing about which addresses exist.
 *
 * A plain read then write, not a transaction: simultaneous requests for one address can both pass,
 * so the limit is approximate under races (a burst may queue a mail or two extra). That is fine for
 * slowing abuse, and the embedded emulator could not test transaction isolation anyway (design §3).
 */
export async function claimResetMail(email: string, now = Date.now()): Promise<boolean> {
  const ref = collections.passwordResetRequests().doc(resetLogId(email));
  const snapshot = await withDeadline(ref.get(), DEADLINE_MS, 'Read reset request log');
  const decision = decideResetRequest(snapshot.data()?.sentAt ?? [], now);
  if (!decision.allowed) return false;
  // Every field written, so set() replaces the document even on the embedded emulator (design §3).
  const log = { sentAt: decision.sentAt, expiresAt: Timestamp.fromMillis(now + RESET_WINDOW_MS) };
  await withDeadline(ref.set(log), DEADLINE_MS, 'Write reset request log');
  return true;
}

import { normalEmail, throttleKey } from '../../limits/client-address';
import { reserveSlot, type SlotStore } from '../../limits/slot-limiter';
import { firestoreSlotStore } from '../../limits/slot-store';
import { LIMITS } from '../../limits/throttle-config';

/** The slot key of an address's reset mails; case and spacing do not make another mailbox. */
export function resetMailKey(email: string): string {
  return throttleKey('reset-mail', normalEmail(email));
}

/**
 * Takes one of the address's reset-mail slots (5 an hour) if one is free; false when none is.
 * Counted for every address asked about, with or without an account, so the answer (and its timing)
 * says nothing about which addresses exist. Exact under bursts (limits/slot-limiter.ts).
 */
export async function claimResetMail(
  email: string,
  now = Date.now(),
  store: SlotStore = firestoreSlotStore,
): Promise<boolean> {
  const outcome = await reserveSlot(store, {
    key: resetMailKey(email),
    limit: LIMITS.resetMailPerEmail,
    now,
  });
  return outcome.granted;
}

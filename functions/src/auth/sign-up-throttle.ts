import { authMessages } from '../contracts/auth-messages';
import { freeSlots, takeAccountSlot } from '../limits/account-throttle';
import { takeClientSlot } from '../limits/client-throttle';
import type { SlotStore } from '../limits/slot-limiter';

// The one sign-up throttle, for both doors: POST /api/auth/register (accounts made with the Admin
// SDK, which Firebase Auth's blocking functions never see) and the Auth SDK's own sign-up, which
// the beforeUserCreated blocking function (auth-blocking.ts) sends here. First the client's own
// budget, then everybody's together: the overall limit is what still holds when an abuser has many
// addresses, or when the address could not be read at all.

/** Takes a sign-up slot of the client and of everybody, or throws 429 (nothing is created). */
export async function admitSignUp(
  address: string,
  now = Date.now(),
  store?: SlotStore,
): Promise<void> {
  const own = await takeClientSlot({
    throttle: 'signUpPerAddress',
    address,
    now,
    code: 'rate-limit/too-many-sign-ups',
    message: authMessages.tooManySignUps,
    ...(store ? { store } : {}),
  });
  // Only the test runner's lifted "unknown" client has no slot: it is lifted from both limits.
  if (!own) return;
  try {
    await takeAccountSlot({
      throttle: 'signUpsOverall',
      subject: 'all',
      now,
      code: 'rate-limit/too-many-sign-ups-overall',
      message: authMessages.tooManySignUpsOverall,
      ...(store ? { store } : {}),
    });
  } catch (error) {
    // Nothing was created, so the client's own budget is not spent.
    await freeSlots(own.store, [own.outcome.id]);
    throw error;
  }
}

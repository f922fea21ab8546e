import { resetTokenSchema } from '../../contracts/auth';
import { authMessages } from '../../contracts/auth-messages';
import { toFieldErrors } from '../../contracts/field-errors';
import { HttpError, invalidInput } from '../../http/http-error';
import { takeClientSlot } from '../../limits/client-throttle';
import { AuthServiceUnavailableError } from '../admin-auth';
import { applyResetCode, checkResetCode } from '../identity-toolkit';
import { clearAccountLock } from '../login-throttle';
import type { ToolkitFailure } from '../identity-toolkit-errors';
import { maskEmail } from './mask-email';

/** The reset screen's "invalid" state: `valid: false` and its fixed message. */
function invalidResetToken(errors?: Record<string, string>): HttpError {
  return new HttpError(400, 'auth/invalid-reset-token', authMessages.invalidResetToken, {
    errors,
    extra: { valid: false },
  });
}

/** The code from the URL; a malformed one is answered like an unknown one. */
function parseResetToken(raw: string): string {
  const result = resetTokenSchema.safeParse(raw);
  if (!result.success) throw invalidResetToken(toFieldErrors(result.error, 'token'));
  return result.data;
}

function resetRefusal(failure: ToolkitFailure): Error {
  if (failure === 'invalid-oob-code') return invalidResetToken();
  if (failure === 'weak-password')
    return invalidInput({ password: authMessages.passwordRejected }, 'auth/weak-password');
  // A reset link does not sign anyone in, so nothing else is an answer it can give.
  return new AuthServiceUnavailableError(`Unexpected reset failure: ${failure}`);
}

/** Both reset-link endpoints share one per-client budget (protects the Identity Toolkit quota). */
async function throttleResetCodes(address: string): Promise<void> {
  await takeClientSlot({
    throttle: 'resetCodePerAddress',
    address,
    now: Date.now(),
    code: 'rate-limit/too-many-reset-attempts',
    message: authMessages.tooManyResetAttempts,
  });
}

/** GET /api/auth/reset-password/:token/verify: whose link this is, masked; the code stays usable. */
export async function verifyResetToken(
  rawToken: string,
  address: string,
): Promise<{ email: string }> {
  // A malformed code is refused before the throttle: it costs nothing and writes nothing.
  const token = parseResetToken(rawToken);
  await throttleResetCodes(address);
  const result = await checkResetCode(token);
  if (!result.ok) throw resetRefusal(result.failure);
  return { email: maskEmail(result.value.email) };
}

/** POST /api/auth/reset-password/:token: sets the new password and uses the code up. */
export async function resetPasswordWithToken(
  rawToken: string,
  password: string,
  address: string,
): Promise<void> {
  const token = parseResetToken(rawToken);
  await throttleResetCodes(address);
  const result = await applyResetCode(token, password);
  if (!result.ok) throw resetRefusal(result.failure);
  // The owner proved the mailbox: a sign-in lock others caused on the account ends here.
  if (result.value.email) await clearAccountLock(result.value.email);
}

import { resetTokenSchema } from '../../contracts/auth';
import { authMessages } from '../../contracts/auth-messages';
import { toFieldErrors } from '../../contracts/field-errors';
import { badRequest, HttpError } from '../../http/http-error';
import { AuthServiceUnavailableError } from '../admin-auth';
import { applyResetCode, checkResetCode } from '../identity-toolkit';
import type { ToolkitFailure } from '../identity-toolkit-errors';
import { maskEmail } from './mask-email';

/** The reset screen's "invalid" state (spec §4): `valid: false` and the spec's message. */
function invalidResetToken(errors?: Record<string, string>): HttpError {
  return new HttpError(400, authMessages.invalidResetToken, { errors, extra: { valid: false } });
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
    return badRequest(undefined, { password: authMessages.passwordRejected });
  // A reset link does not sign anyone in, so nothing else is an answer it can give.
  return new AuthServiceUnavailableError(`Unexpected reset failure: ${failure}`);
}

/** GET /api/auth/reset-password/:token/verify: whose link this is, masked; the code stays usable. */
export async function verifyResetToken(rawToken: string): Promise<{ email: string }> {
  const result = await checkResetCode(parseResetToken(rawToken));
  if (!result.ok) throw resetRefusal(result.failure);
  return { email: maskEmail(result.value.email) };
}

/** POST /api/auth/reset-password/:token: sets the new password and uses the code up. */
export async function resetPasswordWithToken(rawToken: string, password: string): Promise<void> {
  const result = await applyResetCode(parseResetToken(rawToken), password);
  if (!result.ok) throw resetRefusal(result.failure);
}

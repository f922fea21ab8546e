import { authMessages } from '@contracts/auth-messages';
import { isApiError } from '@/lib/api-errors';

/**
 * "Forgot password" reading of a failed call: the server's message (or `Server error
 * (status)` when its answer was not ours), no answer at all, or the request never left.
 */
export function requestErrorMessage(error: unknown): string {
  if (!isApiError(error)) return authMessages.requestFailed;
  if (error.kind === 'http') return error.message;
  if (error.isNoResponse) return authMessages.noResponse;
  return authMessages.requestFailed;
}

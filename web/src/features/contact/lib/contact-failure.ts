import { apiErrorBodySchema } from '@contracts/api-envelope';
import { contactMessages } from '@contracts/contact';
import { apiMessages } from '@contracts/messages';
import { isApiError } from '@/lib/api-errors';

/** Contact: the server's message, 'Network error' without an answer, else the fallback. */
export function contactFailureMessage(error: unknown): string {
  if (!isApiError(error)) return contactMessages.failed;
  if (error.isNoResponse) return apiMessages.networkError;
  // Only a message in our own error shape is the server's; "Server error (502)" from a proxy is not.
  if (error.kind === 'http' && apiErrorBodySchema.safeParse(error.body).success) {
    return error.message;
  }
  return contactMessages.failed;
}

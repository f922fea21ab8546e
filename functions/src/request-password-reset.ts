import { onCall } from 'firebase-functions/v2/https';
import { appCheckEnforced } from './app-check/app-check-setting';
import { requestPasswordReset as requestReset } from './auth/password-reset/request-reset';
import { invalidArgument, toHttpsError } from './callable/callable-errors';
import { forgotPasswordSchema } from './contracts/auth';
import { toFieldErrors } from './contracts/field-errors';
import { clientAddress } from './limits/client-address';
import { FUNCTIONS_REGION } from './region';

/**
 * The forgot-password screen's callable: `{ email }` → `{ message }`, the same service
 * and answer as POST /api/auth/forgot-password.
 */
export const requestPasswordReset = onCall(
  {
    region: FUNCTIONS_REGION,
    memory: '256MiB',
    timeoutSeconds: 30,
    maxInstances: 10,
    // The platform refuses a call without a valid App Check token (401) before this code runs.
    enforceAppCheck: appCheckEnforced(),
    // A limited-use token, spent by this call: one token cannot be replayed.
    consumeAppCheckToken: appCheckEnforced(),
  },
  async (request): Promise<{ message: string }> => {
    const parsed = forgotPasswordSchema.safeParse(request.data);
    if (!parsed.success) throw invalidArgument(toFieldErrors(parsed.error, 'data'));
    try {
      const address = clientAddress(request.rawRequest.headers['x-forwarded-for']);
      return await requestReset(parsed.data.email, address, { language: parsed.data.language });
    } catch (error) {
      throw toHttpsError(error, 'requestPasswordReset');
    }
  },
);

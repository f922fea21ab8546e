import { onCall } from 'firebase-functions/v2/https';
import { appCheckEnforced } from './app-check/app-check-setting';
import { authenticate } from './auth/authenticate';
import { invalidArgument, toHttpsError, unauthenticated } from './callable/callable-errors';
import { enrollmentMessages, type EnrollmentCreatedResponse } from './contracts/enrollment';
import { parseCallableSubmission } from './enrollments/enrollment-input';
import { submitEnrollment } from './enrollments/submit-enrollment';
import { FUNCTIONS_REGION } from './region';

/**
 * The enrollment form's callable: `{ idempotencyKey, ...payload }` → the same answer as
 * POST /api/enrollments, from the same service.
 */
export const createEnrollment = onCall(
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
  async (request): Promise<EnrollmentCreatedResponse> => {
    if (!request.auth) {
      throw unauthenticated('enrollment/not-logged-in', enrollmentMessages.notSignedIn);
    }
    try {
      // The platform verified the token but not whether it was revoked (signed out) or its account
      // disabled; the REST guard checks both, and so must this door.
      const caller = await authenticate(
        { authorization: `Bearer ${request.auth.rawToken}` },
        'required',
      );
      const parsed = parseCallableSubmission(request.data);
      if (!parsed.ok) throw invalidArgument(parsed.errors);
      return await submitEnrollment(caller.uid, parsed.submission);
    } catch (error) {
      throw toHttpsError(error, 'createEnrollment');
    }
  },
);

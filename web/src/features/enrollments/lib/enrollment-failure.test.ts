import { describe, expect, it } from 'vitest';
import { enrollmentMessages } from '@contracts/enrollment';
import { apiMessages } from '@contracts/messages';
import { ApiError } from '@/lib/api-errors';
import { describeEnrollmentFailure } from './enrollment-failure';

const http401 = (code: string, message: string) =>
  new ApiError('http', message, { status: 401, code, body: { success: false, code, message } });

describe('describeEnrollmentFailure for a 401', () => {
  it('shows App Check’s refusal as it is, without ending the session', () => {
    expect(
      describeEnrollmentFailure(http401('auth/app-check-failed', apiMessages.appCheckFailed)),
    ).toEqual({
      kind: 'error',
      message: apiMessages.appCheckFailed,
      fieldErrors: {},
    });
  });

  it('treats any other 401 as an expired session', () => {
    expect(describeEnrollmentFailure(http401('auth/session-invalid', 'Not authorized'))).toEqual({
      kind: 'session-expired',
      message: enrollmentMessages.sessionExpired,
    });
  });
});

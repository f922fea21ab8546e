import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import { requestErrorMessage } from '@/features/auth/lib/request-error-message';

describe('requestErrorMessage (forgot password)', () => {
  it('passes the server’s message, or "Server error (status)", through', () => {
    expect(requestErrorMessage(new ApiError('http', 'Slow down', { status: 429 }))).toBe(
      'Slow down',
    );
    expect(requestErrorMessage(new ApiError('http', 'Server error (502)', { status: 502 }))).toBe(
      'Server error (502)',
    );
  });

  it('explains a missing answer and a request that never left', () => {
    expect(requestErrorMessage(ApiError.noResponse('timeout'))).toBe(
      'No response from server. Please check your internet connection and try again.',
    );
    expect(requestErrorMessage(new ApiError('invalid-response', 'x'))).toBe('Request failed.');
    expect(requestErrorMessage(new Error('x'))).toBe('Request failed.');
  });
});

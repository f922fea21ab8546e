import { describe, expect, it } from 'vitest';
import { apiMessages } from '../contracts/messages';
import { platformErrorAnswer } from './platform-errors';

/** Shaped like @google-cloud/firestore's errors: a numeric gRPC code. */
const grpc = (code: number) => Object.assign(new Error(`${code} STATUS: detail`), { code });
/** Shaped like the Admin SDK's FirebaseError: a string code. */
const firebase = (code: string) => Object.assign(new Error('detail'), { code });

describe('platformErrorAnswer', () => {
  it.each([1, 2, 4, 7, 8, 9, 10, 12, 13, 14, 15, 16])(
    'answers gRPC status %i with 503, the exact text and Retry-After',
    (code) => {
      const answer = platformErrorAnswer(grpc(code));
      expect(answer?.status).toBe(503);
      expect(answer?.toBody()).toEqual({ success: false, message: apiMessages.serviceUnavailable });
      expect(answer?.details.headers).toEqual({ 'Retry-After': '10' });
    },
  );

  it.each([
    [3, 400],
    [11, 400],
    [5, 404],
    [6, 409],
  ])('answers gRPC status %i, which describes the request, with %i', (code, status) => {
    expect(platformErrorAnswer(grpc(code))?.status).toBe(status);
  });

  it.each([
    ['auth/quota-exceeded', 503],
    ['auth/internal-error', 503],
    ['auth/insufficient-permission', 503],
    ['app/network-error', 503],
    ['auth/too-many-requests', 503],
    ['auth/user-not-found', 404],
    ['auth/email-already-exists', 409],
    ['auth/invalid-uid', 400],
    ['auth/argument-error', 400],
  ])('answers the Admin SDK’s %s with %i', (code, status) => {
    expect(platformErrorAnswer(firebase(code))?.status).toBe(status);
  });

  it('leaves everything else (bugs) alone: those stay a logged 500', () => {
    for (const error of [new TypeError('x'), 'text', null, { code: 99 }, { code: 'ENOENT' }]) {
      expect(platformErrorAnswer(error)).toBeUndefined();
    }
  });
});

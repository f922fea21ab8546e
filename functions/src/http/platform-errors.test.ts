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
      expect(answer?.toBody()).toEqual({
        success: false,
        code: 'service/unavailable',
        message: apiMessages.serviceUnavailable,
      });
      expect(answer?.details.headers).toEqual({ 'Retry-After': '10' });
    },
  );

  it.each([
    [3, 400, 'validation/invalid', apiMessages.invalidInput],
    [11, 400, 'validation/invalid', apiMessages.invalidInput],
    [5, 404, 'resource/not-found', apiMessages.itemNotFound],
    [6, 409, 'resource/conflict', apiMessages.conflict],
  ])(
    'answers gRPC status %i, which describes the request, with %i and %s',
    (grpcStatus, status, code, message) => {
      const answer = platformErrorAnswer(grpc(grpcStatus));
      expect(answer?.status).toBe(status);
      expect(answer?.toBody()).toEqual({ success: false, code, message });
    },
  );

  it.each([
    ['auth/quota-exceeded', 503, 'service/unavailable'],
    ['auth/internal-error', 503, 'service/unavailable'],
    ['auth/insufficient-permission', 503, 'service/unavailable'],
    ['app/network-error', 503, 'service/unavailable'],
    ['auth/too-many-requests', 503, 'service/unavailable'],
    ['auth/user-not-found', 404, 'resource/not-found'],
    ['auth/email-already-exists', 409, 'resource/conflict'],
    ['auth/invalid-uid', 400, 'validation/invalid'],
    ['auth/argument-error', 400, 'validation/invalid'],
  ])('answers the Admin SDK’s %s with %i and %s', (firebaseCode, status, code) => {
    const answer = platformErrorAnswer(firebase(firebaseCode));
    expect(answer?.status).toBe(status);
    expect(answer?.code).toBe(code);
  });

  it('leaves everything else (bugs) alone: those stay a logged 500', () => {
    for (const error of [new TypeError('x'), 'text', null, { code: 99 }, { code: 'ENOENT' }]) {
      expect(platformErrorAnswer(error)).toBeUndefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { enrollmentMessages } from '../contracts/enrollment';
import {
  IDEMPOTENCY_HEADER,
  parseCallableSubmission,
  parseRestSubmission,
} from './enrollment-input';
import { exampleEnrollmentForm } from '../testing/examples';

const KEY = '6f1c2b0e-7d7a-4a51-9a43-1d1c0f3b9e21';
const payload = exampleEnrollmentForm();

describe('parseRestSubmission', () => {
  it('takes the payload from the body and the key from the header', () => {
    const parsed = parseRestSubmission(payload, KEY);
    expect(parsed).toMatchObject({ ok: true, submission: { idempotencyKey: KEY } });
  });

  it('takes a request without the header, leaving the key to be derived', () => {
    const parsed = parseRestSubmission(payload, undefined);
    expect(parsed).toMatchObject({ ok: true });
    if (parsed.ok) expect(parsed.submission).not.toHaveProperty('idempotencyKey');
  });

  it.each([
    ['empty', ''],
    ['too short', 'abc'],
    ['repeated', [KEY, KEY]],
    ['comma-joined', `${KEY}, ${KEY}`],
  ])('refuses a %s key under the header name', (_, header) => {
    expect(parseRestSubmission(payload, header)).toEqual({
      ok: false,
      errors: { [IDEMPOTENCY_HEADER]: enrollmentMessages.idempotencyKeyInvalid },
    });
  });

  it('reports body and key problems together', () => {
    const parsed = parseRestSubmission({ ...payload, pincode: '41100' }, 'abc');
    expect(parsed).toEqual({
      ok: false,
      errors: {
        pincode: enrollmentMessages.pincodeInvalid,
        [IDEMPOTENCY_HEADER]: enrollmentMessages.idempotencyKeyInvalid,
      },
    });
  });

  it('reports a missing body at "body"', () => {
    const parsed = parseRestSubmission(undefined, KEY);
    expect(parsed).toEqual({ ok: false, errors: { body: expect.any(String) } });
  });
});

describe('parseCallableSubmission', () => {
  it('takes the key out of the data before the strict payload parse', () => {
    const parsed = parseCallableSubmission({ ...payload, idempotencyKey: KEY });
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.submission.idempotencyKey).toBe(KEY);
      expect(parsed.submission.payload).not.toHaveProperty('idempotencyKey');
    }
  });

  it('refuses a missing key, and unknown fields at "data"', () => {
    expect(parseCallableSubmission({ ...payload, admin: true })).toEqual({
      ok: false,
      errors: {
        data: expect.any(String),
        idempotencyKey: enrollmentMessages.idempotencyKeyInvalid,
      },
    });
  });

  it.each([null, 'text', 7, [payload]])('refuses data %j that is not an object', (data) => {
    expect(parseCallableSubmission(data)).toEqual({
      ok: false,
      errors: {
        data: expect.any(String),
        idempotencyKey: enrollmentMessages.idempotencyKeyInvalid,
      },
    });
  });
});

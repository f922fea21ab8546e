import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../src/contracts/api-envelope';
import { enrollmentMessages } from '../src/contracts/enrollment';
import { resetAuth, signUp, type Session } from './support/auth-emulator';
import {
  badEnrollmentPayloads,
  badIdempotencyKeys,
  type BadPayload,
} from './support/enrollment-bad-input';
import { countDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import {
  callCreateEnrollment,
  enrollmentForm,
  newKey,
  postEnrollment,
} from './support/submissions';

// Bad input on every door into enrollment creation: 400 (callable: INVALID_ARGUMENT) with the field
// errors, never a 500, and nothing stored: no enrollment, no reserved reference number.

let member: Session;

beforeAll(async () => {
  await waitForHealthyApi();
  await Promise.all([resetAuth(), resetFirestore()]);
  member = await signUp('input@example.com', 'Lotus-Kick-88');
});

async function expectNothingStored(): Promise<void> {
  expect(await countDocuments('enrollments')).toBe(0);
  expect(await countDocuments('referenceNumbers')).toBe(0);
}

async function expectFieldErrors(response: Response, expected: BadPayload['errors']) {
  expect(response.status).toBe(400);
  const body = apiErrorBodySchema.parse(await response.json());
  for (const [field, message] of Object.entries(expected)) {
    expect(body.errors?.[field]).toMatch(message);
  }
  await expectNothingStored();
}

describe('POST /api/enrollments', () => {
  it.each(badEnrollmentPayloads)('answers $label with 400 and field errors', async (row) => {
    await expectFieldErrors(await postEnrollment(member.idToken, row.body), row.errors);
  });

  it.each(badIdempotencyKeys)('answers %s with 400 naming Idempotency-Key', async (_, key) => {
    const response = await postEnrollment(member.idToken, enrollmentForm(), key);
    await expectFieldErrors(response, {
      'Idempotency-Key': enrollmentMessages.idempotencyKeyInvalid,
    });
  });

  it('answers an empty body with 400 and a body error', async () => {
    const response = await api('/api/enrollments', {
      method: 'POST',
      headers: { authorization: `Bearer ${member.idToken}`, 'idempotency-key': newKey() },
    });
    await expectFieldErrors(response, { body: /./ });
  });

  // The platform's JSON parser refuses these before our code runs (its own 400 body).
  it.each(['{"fullName":', 'not json', 'null', '7'])('answers JSON %j with 400', async (raw) => {
    const response = await api('/api/enrollments', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${member.idToken}`,
        'idempotency-key': newKey(),
      },
      body: raw,
    });
    expect(response.status).toBe(400);
    await expectNothingStored();
  });

  it('answers a form-encoded body with 415 (the API takes JSON only)', async () => {
    const response = await api('/api/enrollments', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${member.idToken}`,
        'idempotency-key': newKey(),
      },
      body: 'fullName=Asha&terms=true',
    });
    expect(response.status).toBe(415);
    await expectNothingStored();
  });
});

describe('POST /api/enrollments/test', () => {
  const test = (body: RequestInit['body'], contentType = 'application/json') =>
    api('/api/enrollments/test', {
      method: 'POST',
      headers: contentType ? { 'content-type': contentType } : {},
      body,
    });

  it.each(badEnrollmentPayloads)('answers $label with 400 and field errors', async (row) => {
    const response = await test(JSON.stringify(row.body));
    expect(response.status).toBe(400);
    const body = apiErrorBodySchema.parse(await response.clone().json());
    expect(body.message).toBe(enrollmentMessages.testOnly);
    await expectFieldErrors(response, row.errors);
  });

  it('answers an empty body with 400 and a body error', async () => {
    await expectFieldErrors(await test(undefined, ''), { body: /./ });
  });

  it.each(['{"fullName":', 'not json'])('answers JSON %j with 400', async (raw) => {
    expect((await test(raw)).status).toBe(400);
  });
});

describe('the createEnrollment callable', () => {
  async function expectInvalidArgument(response: Response, expected: BadPayload['errors']) {
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { status: string; details: { errors: Record<string, string> } };
    };
    expect(error.status).toBe('INVALID_ARGUMENT');
    for (const [field, message] of Object.entries(expected)) {
      expect(error.details.errors[field]).toMatch(message);
    }
    await expectNothingStored();
  }

  it.each(badEnrollmentPayloads)('answers $label with INVALID_ARGUMENT', async (row) => {
    const data =
      typeof row.body === 'object' && row.body !== null && !Array.isArray(row.body)
        ? { ...row.body, idempotencyKey: newKey() }
        : row.body;
    // The callable reports problems with the whole payload at "data" rather than "body".
    const errors = Object.fromEntries(
      Object.entries(row.errors).map(([field, message]) => [
        field === 'body' ? 'data' : field,
        message,
      ]),
    );
    await expectInvalidArgument(await callCreateEnrollment(member.idToken, data), errors);
  });

  it.each([...badIdempotencyKeys, ['a missing key', undefined] as const])(
    'answers %s with INVALID_ARGUMENT naming idempotencyKey',
    async (_, key) => {
      const data = { ...enrollmentForm(), ...(key === undefined ? {} : { idempotencyKey: key }) };
      await expectInvalidArgument(await callCreateEnrollment(member.idToken, data), {
        idempotencyKey: enrollmentMessages.idempotencyKeyInvalid,
      });
    },
  );

  it.each([null, 'text', 7, true])('answers data %j with INVALID_ARGUMENT', async (data) => {
    await expectInvalidArgument(await callCreateEnrollment(member.idToken, data), {
      data: /./,
      idempotencyKey: /./,
    });
  });

  it('answers a request that is not a callable request with 400', async () => {
    const response = await fetch('http://127.0.0.1:5001/demo-mta/asia-south1/createEnrollment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.idToken}` },
      body: JSON.stringify(enrollmentForm()),
    });
    expect(response.status).toBe(400);
    await expectNothingStored();
  });
});

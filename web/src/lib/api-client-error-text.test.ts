import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { post } from './api-client';
import { ApiError } from './api-errors';

// The client with a page that has its own words for one code, as the Marathi build does for all.
vi.mock('./api-error-text', () => ({
  apiErrorText: { 'auth/email-taken': 'या ईमेलचे खाते आधीच अस्तित्वात आहे.' },
}));

const fetchMock = vi.fn<typeof fetch>();
const TAKEN = 'An account with this email already exists.';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function failureOf(body: unknown, status = 409): Promise<ApiError> {
  fetchMock.mockResolvedValue(answer(status, body));
  const error = await post('/auth/register', {}).catch((caught: unknown) => caught);
  if (!(error instanceof ApiError)) throw new Error('expected an ApiError');
  return error;
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('server errors in the page’s language', () => {
  it('shows the text for the code, on the form and on the field it names', async () => {
    const body = {
      success: false,
      code: 'auth/email-taken',
      message: TAKEN,
      errors: { email: TAKEN },
    };
    const error = await failureOf(body);
    expect(error).toMatchObject({
      kind: 'http',
      status: 409,
      code: 'auth/email-taken',
      message: 'या ईमेलचे खाते आधीच अस्तित्वात आहे.',
      body,
    });
    expect(error.errors).toEqual({ email: 'या ईमेलचे खाते आधीच अस्तित्वात आहे.' });
  });

  it('falls back to the server’s message for a code without text', async () => {
    const error = await failureOf({ success: false, code: 'auth/made-up', message: 'Odd' }, 400);
    expect(error).toMatchObject({ code: 'auth/made-up', message: 'Odd' });
  });

  it('falls back to the server’s message when the answer has no code', async () => {
    const error = await failureOf({ success: false, message: TAKEN, errors: { email: TAKEN } });
    expect(error).toMatchObject({ code: undefined, message: TAKEN });
    expect(error.errors).toEqual({ email: TAKEN });
  });
});

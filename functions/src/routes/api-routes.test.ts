import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRequest, fakeResponse } from '../../test/support/fake-http';
import { enrollmentMessages } from '../contracts/enrollment';
import { apiMessages } from '../contracts/messages';
import { DatabaseUnavailableError } from '../db/database-errors';
import * as healthProbe from '../db/health-probe';
import * as repository from '../events/event-repository';
import { handleApiRequest } from '../api-handler';
import { exampleEnrollmentForm } from '../testing/examples';

// vi.mock is hoisted above the imports. The real routes and pipeline, with Firestore replaced: these tests are about what the API answers
// to odd input. The same answers over real HTTP are in test/*.int.test.ts.
vi.mock('../events/event-repository', () => ({
  listEvents: vi.fn(async () => []),
  listEventsStartingFrom: vi.fn(async () => []),
  findEventById: vi.fn(async () => undefined),
}));
vi.mock('../db/health-probe', () => ({ probeFirestore: vi.fn(async () => undefined) }));
vi.mock('firebase-functions/logger', () => ({ warn: vi.fn(), error: vi.fn() }));

async function call(method: string, url: string, body?: Parameters<typeof fakeRequest>[2]) {
  const response = fakeResponse();
  await handleApiRequest(fakeRequest(method, url, body), response);
  return response;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('GET /api/events/upcoming', () => {
  it.each(['', '?limit=1', '?limit=50', '?limit=007', '?other=x'])('accepts %j', async (query) => {
    expect((await call('GET', `/api/events/upcoming${query}`)).statusCode).toBe(200);
  });

  it('passes the limit and today in Kolkata to the repository', async () => {
    await call('GET', '/api/events/upcoming?limit=3');
    expect(repository.listEventsStartingFrom).toHaveBeenCalledWith(
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      3,
    );
  });

  it.each(['0', '51', '-1', '1.5', 'abc', '', '1e1', '99999999999999999999', '1&limit=2'])(
    'rejects limit=%s with 400 and a field error',
    async (limit) => {
      const response = await call('GET', `/api/events/upcoming?limit=${limit}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        code: 'validation/invalid',
        errors: { limit: expect.any(String) },
      });
      expect(repository.listEventsStartingFrom).not.toHaveBeenCalled();
    },
  );
});

describe('POST /api/enrollments/test', () => {
  const check = (body: unknown) =>
    call('POST', '/api/enrollments/test', {
      raw: JSON.stringify(body),
      contentType: 'application/json',
    });

  it('answers a valid payload with 200 and success: false, so nobody takes it for an enrollment', async () => {
    const response = await check(exampleEnrollmentForm());
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({
      success: false,
      code: 'enrollment/test-only',
      message: enrollmentMessages.testOnly,
    });
  });

  it('answers an invalid payload with 400, the same message and the field errors', async () => {
    const response = await check(exampleEnrollmentForm({ pincode: '1', terms: 'yes' }));
    expect(response.statusCode).toBe(400);
    expect(response.body).toEqual({
      success: false,
      code: 'enrollment/test-only',
      message: enrollmentMessages.testOnly,
      errors: {
        pincode: enrollmentMessages.pincodeInvalid,
        terms: enrollmentMessages.termsInvalid,
      },
    });
  });
});

describe('GET /api/events/:id', () => {
  it('answers a missing event with 404 "Event not found" and no caching', async () => {
    const response = await call('GET', '/api/events/nope');
    expect(response.statusCode).toBe(404);
    expect(response.body).toEqual({
      success: false,
      code: 'event/not-found',
      message: apiMessages.eventNotFound,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('event writes (POST /api/events, PUT and DELETE /api/events/:id)', () => {
  it.each([
    ['POST', '/api/events'],
    ['PUT', '/api/events/some-id'],
    ['DELETE', '/api/events/some-id'],
  ])('%s %s answers a signed-out caller with 401 before reading anything', async (method, url) => {
    const body = method === 'DELETE' ? undefined : { raw: '{}', contentType: 'application/json' };
    const response = await call(method, url, body);
    expect(response.statusCode).toBe(401);
    expect(response.body).toMatchObject({ success: false, code: 'auth/not-signed-in' });
    expect(repository.findEventById).not.toHaveBeenCalled();
  });

  it('still answers other methods on the collection with 405 and the allowed ones', async () => {
    const response = await call('PATCH', '/api/events/some-id');
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, PUT, DELETE, HEAD, OPTIONS');
  });
});

describe('database outage', () => {
  it('turns an unreachable Firestore into 503 with a clear message', async () => {
    vi.mocked(repository.listEvents).mockRejectedValueOnce(new DatabaseUnavailableError('down'));
    const response = await call('GET', '/api/events');
    expect(response.statusCode).toBe(503);
    expect(response.body).toEqual({
      success: false,
      code: 'service/database-unavailable',
      message: apiMessages.databaseUnavailable,
    });
  });

  it('makes /api/health answer 503 with the disconnected database state', async () => {
    vi.mocked(healthProbe.probeFirestore).mockRejectedValueOnce(new DatabaseUnavailableError('x'));
    const response = await call('GET', '/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.body).toMatchObject({
      success: false,
      code: 'service/database-unavailable',
      message: apiMessages.databaseUnavailable,
      mongodbState: { readyState: 0, status: 'disconnected', host: expect.any(String) },
    });
  });
});

describe('no input produces a 500', () => {
  const paths = [
    '/api/events/%E0%A4%A',
    '/api/events/%',
    '/api/events/..',
    '/api/events/%2F',
    '/api/events/a%00b',
    `/api/events/${'x'.repeat(5000)}`,
    '/api/events/__name__',
    '/api//events',
    '/api/events?limit[]=1',
    '/api/events/upcoming?limit[a]=1',
    '/api/events/upcoming?%zz=1',
    '/api/health/extra',
    '/elsewhere',
    '*',
  ];
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'BREW'];

  it.each(paths.flatMap((path) => methods.map((method) => [method, path] as const)))(
    '%s %s',
    async (method, path) => {
      const response = await call(method, path);
      expect(response.statusCode).toBeLessThan(500);
      if (response.statusCode >= 400) expect(response.body).toMatchObject({ success: false });
    },
  );

  it.each([
    ['{"a":', 'application/json'],
    ['\u0000\u0001', 'application/octet-stream'],
    ['null', 'application/json'],
    ['"str"', 'application/json'],
    ['x'.repeat(70_000), 'application/json'],
  ])('POST /api/events with body %#', async (raw, contentType) => {
    const response = await call('POST', '/api/events', { raw, contentType });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
  });
});

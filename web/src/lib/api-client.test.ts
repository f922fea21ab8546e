import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiMessages } from '@contracts/messages';
import {
  DEFAULT_TIMEOUT_MS,
  RETRY_DELAY_MS,
  del,
  get,
  getFile,
  post,
  put,
  reportUnauthorized,
  setTokenProvider,
  setUnauthorizedHandler,
} from './api-client';
import { ApiError } from './api-errors';

// fetch is stubbed here; the real HTTP path is proven end to end by functions/test/*.int.test.ts.
const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fetch that never answers, like a dead connection, and fails only when aborted. */
function hangUntilAborted(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    init?.signal?.addEventListener('abort', () =>
      reject(new DOMException('Aborted', 'AbortError')),
    );
  });
}

function lastInit(): RequestInit {
  const init = fetchMock.mock.lastCall?.[1];
  if (!init) throw new Error('fetch was not called');
  return init;
}

/** Runs a call to completion under fake timers and returns what it threw. */
async function failureOf(call: Promise<unknown>, advanceMs: number): Promise<ApiError> {
  const settled = call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );
  await vi.advanceTimersByTimeAsync(advanceMs);
  const error = await settled;
  if (!(error instanceof ApiError)) throw error;
  return error;
}

let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  warn.mockRestore();
  setTokenProvider(null);
  setUnauthorizedHandler(null);
});

describe('requests', () => {
  it('calls /api with JSON headers, no cookies and no token when signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, data: [] }));
    await expect(get('/events')).resolves.toEqual({ success: true, data: [] });
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/events');
    const init = lastInit();
    const headers = new Headers(init.headers);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('omit');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('authorization')).toBe(false);
  });

  it('sends the bearer token from the token provider', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    setTokenProvider(async () => 'id-token-1');
    await get('/auth/me');
    expect(new Headers(lastInit().headers).get('authorization')).toBe('Bearer id-token-1');
    setTokenProvider(async () => null);
    await get('/auth/me');
    expect(new Headers(lastInit().headers).has('authorization')).toBe(false);
  });

  it.each([
    ['POST', () => post('/contact', { name: 'A' })],
    ['PUT', () => put('/contact/1', { name: 'A' })],
  ])('sends a %s body as JSON', async (method, call) => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await call();
    expect(lastInit()).toMatchObject({ method, body: '{"name":"A"}' });
  });

  it('sends DELETE without a body and accepts an empty answer', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(del('/contact/1')).resolves.toBeUndefined();
    expect(lastInit()).toMatchObject({ method: 'DELETE', body: undefined });
  });

  it('validates the answer with a schema when given one', async () => {
    const schema = z.object({ success: z.literal(true), count: z.number() });
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, count: 2 }));
    await expect(get('/events', { schema })).resolves.toEqual({ success: true, count: 2 });
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, count: 'two' }));
    await expect(get('/events', { schema })).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('per-call headers', () => {
  it('sends them with every attempt, retries included, beside the standard ones', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(jsonResponse(201, { success: true }));
    const call = post(
      '/enrollments',
      { a: 1 },
      { headers: { 'Idempotency-Key': 'key-1234567890abcdef' } },
    );
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(call).resolves.toEqual({ success: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchMock.mock.calls) {
      const headers = new Headers(init?.headers);
      expect(headers.get('idempotency-key')).toBe('key-1234567890abcdef');
      expect(headers.get('content-type')).toBe('application/json');
    }
  });
});

describe('retries', () => {
  it('retries a timed-out call 3 times, 1.5 s apart, then fails with "Network error"', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const call = get('/events');
    const perAttempt = DEFAULT_TIMEOUT_MS + RETRY_DELAY_MS;

    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + RETRY_DELAY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    const error = await failureOf(call, 3 * perAttempt);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(error).toMatchObject({
      kind: 'timeout',
      status: null,
      message: apiMessages.networkError,
    });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('retries network errors and succeeds when the network comes back', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(200, { ok: 1 }));
    const call = get('/events');
    await vi.advanceTimersByTimeAsync(2 * RETRY_DELAY_MS);
    await expect(call).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after 3 retries of a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failureOf(get('/events'), 3 * RETRY_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(error).toMatchObject({ kind: 'network', message: apiMessages.networkError });
    expect(error.isNoResponse).toBe(true);
  });

  it('treats a failing token refresh as a network error (retried, never sent without a token)', async () => {
    setTokenProvider(() => Promise.reject(new Error('auth/network-request-failed')));
    const error = await failureOf(get('/auth/me'), 3 * RETRY_DELAY_MS);
    expect(error.kind).toBe('network');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([400, 401, 404, 500, 503])('does not retry an HTTP %i', async (status) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { success: false, message: 'No' }));
    await failureOf(get('/events'), 10 * RETRY_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('honours a per-call timeout', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const call = get('/health', { timeoutMs: 5_000 });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const error = await failureOf(call, 3 * (5_000 + RETRY_DELAY_MS));
    expect(error.kind).toBe('timeout');
  });

  it('stops at once when the caller aborts', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const controller = new AbortController();
    const call = get('/events', { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    controller.abort();
    const error = await failureOf(call, 10 * RETRY_DELAY_MS);
    expect(error.kind).toBe('aborted');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not send a call whose signal is already aborted', async () => {
    const error = await failureOf(get('/events', { signal: AbortSignal.abort() }), 0);
    expect(error.kind).toBe('aborted');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it("carries the server's status, message, field errors and body", async () => {
    const body = { success: false, message: 'Bad input', errors: { email: 'Email is invalid' } };
    fetchMock.mockResolvedValue(jsonResponse(400, body));
    const error = await failureOf(post('/contact', {}), 0);
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'Bad input', body });
    expect(error.errors).toEqual({ email: 'Email is invalid' });
  });

  it('falls back to a status message when the error body is not ours', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failureOf(get('/events'), 0);
    expect(error).toMatchObject({ status: 502, message: 'Server error (502)', body: undefined });
  });

  it('calls the unauthorized handler once per 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'Sign in' }));
    await failureOf(get('/auth/me'), 0);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    await failureOf(get('/enrollments'), 0);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
    fetchMock.mockResolvedValue(jsonResponse(403, { success: false, message: 'No' }));
    await failureOf(get('/enrollments'), 0);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('leaves a 401 to a caller that asks for it, who may report it later', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, message: 'Expired' }));
    const error = await failureOf(post('/enrollments', {}, { skipUnauthorizedHandler: true }), 0);
    expect(error.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
    reportUnauthorized();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it.each([500, 503])('writes a console note for %i', async (status) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { success: false, message: 'Down' }));
    await failureOf(get('/events'), 0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`(${status})`));
  });

  it('writes no console note for an ordinary 404', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { success: false, message: 'Event not found' }));
    const error = await failureOf(get('/events/x'), 0);
    expect(error.message).toBe(apiMessages.eventNotFound);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports an unreadable success body', async () => {
    fetchMock.mockResolvedValue(new Response('not json', { status: 200 }));
    await expect(get('/events')).rejects.toMatchObject({ kind: 'invalid-response' });
  });
});

describe('getFile', () => {
  it('answers the bytes as sent (BOM included) and the file name, with the token', async () => {
    setTokenProvider(async () => 'id-token-1');
    fetchMock.mockResolvedValueOnce(
      new Response('\uFEFFa,b\r\n', {
        status: 200,
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="enrollments-2026-11-24.csv"',
        },
      }),
    );
    const file = await getFile('/admin/enrollments.csv?status=approved');
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/admin/enrollments.csv?status=approved');
    expect(new Headers(lastInit().headers).get('authorization')).toBe('Bearer id-token-1');
    expect(file.fileName).toBe('enrollments-2026-11-24.csv');
    expect([...new Uint8Array(await file.blob.arrayBuffer())].slice(0, 3)).toEqual([
      0xef, 0xbb, 0xbf,
    ]);
  });

  it('fails like the JSON calls, 401 rule included', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { success: false, message: 'Signed out' }));
    await expect(getFile('/admin/enrollments.csv')).rejects.toMatchObject({
      status: 401,
      message: 'Signed out',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(new Response('x', { status: 200 }));
    expect((await getFile('/users/me/export')).fileName).toBeNull();
  });
});

describe('the endpoint table decides what is sent again', () => {
  const networkDown = () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));

  it('resends a create with one generated Idempotency-Key on every attempt', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(jsonResponse(201, { success: true }));
    const call = post('/contact', { a: 1 });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await expect(call).resolves.toEqual({ success: true });
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('idempotency-key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives a new key to each new create, and keeps one the caller gave', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { success: true }));
    await post('/athletes', {});
    await post('/athletes', {});
    await post('/events', {}, { headers: { 'idempotency-key': 'mine-1234567890abcdef' } });
    const keys = fetchMock.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('idempotency-key'),
    );
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('mine-1234567890abcdef');
  });

  it.each([
    ['PUT /users/updatepassword', () => put('/users/updatepassword', {})],
    ['DELETE /athletes/a1', () => del('/athletes/a1')],
    ['POST /auth/login', () => post('/auth/login', {})],
  ])('never resends %s, whose second arrival could do harm', async (_, call) => {
    networkDown();
    const error = await failureOf(call(), 10 * RETRY_DELAY_MS);
    expect(error).toMatchObject({ kind: 'network' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends no key with a read or a set', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true }));
    await get('/events/upcoming?limit=3');
    await put('/users/profile', { name: 'A' });
    for (const [, init] of fetchMock.mock.calls) {
      expect(new Headers(init?.headers).get('idempotency-key')).toBeNull();
    }
  });

  it('refuses a call that is not in the table, before sending anything', async () => {
    await expect(get('/no-such-endpoint')).rejects.toThrow(/not in the endpoint table/);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

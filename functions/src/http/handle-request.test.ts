import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeRequest, fakeResponse } from '../../test/support/fake-http';
import { apiMessages } from '../contracts/messages';
import { createApiHandler, type PipelineOptions } from './handle-request';
import { databaseUnavailable, HttpError } from './http-error';
import { Router } from './router';
import { parseInput } from './validation';

class OutageError extends Error {}

const noteSchema = z.object({ text: z.string().min(1, { message: 'Text is required' }) });

function pipeline(options: Partial<PipelineOptions> = {}) {
  const router = new Router([
    {
      method: 'GET',
      path: '/api/things/:id',
      handler: async ({ params, query }) => ({
        body: { id: params.id, q: query.get('q') },
        cache: 'public',
      }),
    },
    {
      method: 'POST',
      path: '/api/notes',
      handler: async ({ body }) => ({ status: 201, body: parseInput(noteSchema, body) }),
    },
    {
      method: 'GET',
      path: '/api/things/:id.txt',
      handler: async ({ params }) => ({
        text: `thing ${params.id}`,
        contentType: 'text/plain; charset=utf-8',
        fileName: params.id === 'file' ? 'thing.txt' : undefined,
        cache: 'public',
      }),
    },
    { method: 'GET', path: '/api/boom', handler: () => Promise.reject(new Error('secret detail')) },
    { method: 'GET', path: '/api/outage', handler: () => Promise.reject(new OutageError()) },
  ]);
  const logUnexpected = vi.fn();
  const handle = createApiHandler(router, {
    logUnexpected,
    translateError: (error) => (error instanceof OutageError ? databaseUnavailable() : undefined),
    ...options,
  });
  return { handle, logUnexpected };
}

async function call(...args: Parameters<typeof fakeRequest>) {
  const { handle, logUnexpected } = pipeline();
  const response = fakeResponse();
  await handle(fakeRequest(...args), response);
  return { response, logUnexpected };
}

describe('the API pipeline', () => {
  it('passes params and query to the handler and applies its cache policy', async () => {
    const { response } = await call('GET', '/api/things/a%20b?q=x');
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual({ id: 'a b', q: 'x' });
    expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
  });

  it('sends a text answer with its content type and cache policy, not as JSON', async () => {
    const { response } = await call('GET', '/api/things/a.txt');
    expect(response.statusCode).toBe(200);
    expect(response.sentWith).toBe('send');
    expect(response.body).toBe('thing a');
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=300');
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('offers a text answer with a file name as a download', async () => {
    const { response } = await call('GET', '/api/things/file.txt');
    expect(response.headers['content-disposition']).toBe('attachment; filename="thing.txt"');
  });

  it('sends a JSON answer with json()', async () => {
    const { response } = await call('GET', '/api/things/a');
    expect(response.sentWith).toBe('json');
  });

  it('answers an unknown path with the JSON error shape and 404', async () => {
    const { response } = await call('GET', '/api/nope?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.body).toEqual({
      success: false,
      code: 'request/route-not-found',
      message: apiMessages.routeNotFound,
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong method with 405 and an Allow header', async () => {
    const { response } = await call('DELETE', '/api/notes');
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST, OPTIONS');
    expect(response.body).toMatchObject({ success: false, code: 'request/method-not-allowed' });
  });

  it('answers OPTIONS with 204 and Allow, without CORS headers', async () => {
    const { response } = await call('OPTIONS', '/api/things/1');
    expect(response.statusCode).toBe(204);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(response.ended).toBe(true);
    expect(Object.keys(response.headers).some((name) => name.startsWith('access-control'))).toBe(
      false,
    );
  });

  it('validates a JSON body and reports field errors with 400', async () => {
    const { response } = await call('POST', '/api/notes', {
      raw: '{"text":""}',
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toEqual({
      success: false,
      code: 'validation/invalid',
      message: apiMessages.invalidInput,
      errors: { text: 'Text is required' },
    });
  });

  it('treats an empty POST body as missing input (400), not as a crash', async () => {
    const { response } = await call('POST', '/api/notes');
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatchObject({
      success: false,
      code: 'validation/invalid',
      errors: { body: expect.any(String) },
    });
  });

  it('accepts a valid body', async () => {
    const { response } = await call('POST', '/api/notes', {
      raw: '{"text":"hi"}',
      contentType: 'application/json',
    });
    expect(response.statusCode).toBe(201);
    expect(response.body).toEqual({ text: 'hi' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    [
      'a non-JSON body',
      { raw: 'text=hi', contentType: 'text/plain' },
      415,
      'unsupported-media-type',
    ],
    ['malformed JSON', { raw: '{"text":', contentType: 'application/json' }, 400, 'invalid-json'],
    [
      'an oversized body',
      { raw: 'x'.repeat(65 * 1024), contentType: 'application/json' },
      413,
      'payload-too-large',
    ],
  ])('rejects %s with the error shape and its code', async (_, body, status, code) => {
    const { response } = await call('POST', '/api/notes', body);
    expect(response.statusCode).toBe(status);
    expect(response.body).toEqual({
      success: false,
      code: `request/${code}`,
      message: expect.any(String),
    });
  });

  it('answers an unexpected exception with a generic 500 and logs it with the request id', async () => {
    const { response, logUnexpected } = await call('GET', '/api/boom');
    expect(response.statusCode).toBe(500);
    expect(response.body).toEqual({
      success: false,
      code: 'server/internal',
      message: apiMessages.internalError,
    });
    expect(JSON.stringify(response.body)).not.toContain('secret detail');
    const requestId = response.headers['x-request-id'];
    expect(logUnexpected).toHaveBeenCalledWith(
      'Unhandled API error',
      expect.objectContaining({ requestId }),
    );
  });

  it.each([
    ['GET', '/api/things/a'],
    ['GET', '/api/nothing'],
    ['PUT', '/api/notes'],
    ['OPTIONS', '/api/notes'],
    ['GET', '/api/outage'],
  ])('sends X-Request-Id on every answer (%s %s), a new one each time', async (method, path) => {
    const first = await call(method, path);
    const second = await call(method, path);
    const id = first.response.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.response.headers['x-request-id']).not.toBe(id);
  });

  it('passes the request id to translateError for its log lines', async () => {
    const translateError = vi.fn(() => undefined);
    const { handle } = pipeline({ translateError, newRequestId: () => 'req-1' });
    const response = fakeResponse();
    await handle(fakeRequest('GET', '/api/outage'), response);
    expect(translateError).toHaveBeenCalledWith(expect.any(OutageError), 'req-1');
    expect(response.headers['x-request-id']).toBe('req-1');
  });

  it('lets translateError turn infrastructure failures into client-facing errors', async () => {
    const { response, logUnexpected } = await call('GET', '/api/outage');
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(logUnexpected).not.toHaveBeenCalled();
  });

  it('only logs when the response has already started', async () => {
    const { handle, logUnexpected } = pipeline();
    const response = fakeResponse();
    response.headersSent = true;
    await handle(fakeRequest('GET', '/api/boom'), response);
    expect(response.body).toBeUndefined();
    expect(logUnexpected).toHaveBeenCalledOnce();
  });
});

describe('HttpError', () => {
  it('leaves out an empty errors map', () => {
    expect(new HttpError(400, 'validation/invalid', 'Bad', { errors: {} }).toBody()).toEqual({
      success: false,
      code: 'validation/invalid',
      message: 'Bad',
    });
  });

  it('keeps extra fields but never lets them override success, code or message', () => {
    const extra = { success: true, code: 'x', message: 'x', db: 0 };
    const error = new HttpError(503, 'service/unavailable', 'Down', { extra });
    expect(error.toBody()).toEqual({
      success: false,
      code: 'service/unavailable',
      message: 'Down',
      db: 0,
    });
  });
});

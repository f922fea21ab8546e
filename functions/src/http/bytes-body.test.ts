import { describe, expect, it } from 'vitest';
import { fakeRequest, fakeResponse } from '../../test/support/fake-http';
import { createApiHandler } from './handle-request';
import { Router } from './router';

// A route that takes a file (a photo upload) gets the raw bytes up to its own limit, instead of
// the 64 KB JSON body every other route takes; and a route can answer with bytes.

const handle = createApiHandler(
  new Router([
    {
      method: 'POST',
      path: '/api/files',
      bytesLimit: 100_000,
      handler: async ({ body }) => ({
        status: 201,
        body: { size: Buffer.isBuffer(body) ? body.length : null },
      }),
    },
    {
      method: 'POST',
      path: '/api/notes',
      handler: async ({ body }) => ({ body: { body } }),
    },
    {
      method: 'GET',
      path: '/api/files/:name',
      handler: async () => ({
        bytes: Buffer.from([1, 2, 3]),
        contentType: 'image/webp',
        cache: 'immutable',
      }),
    },
  ]),
  { logUnexpected: () => undefined },
);

async function call(method: string, url: string, raw?: Buffer, contentType = 'image/jpeg') {
  const response = fakeResponse();
  await handle(fakeRequest(method, url, raw ? { raw, contentType } : undefined), response);
  return response;
}

describe('a route that takes bytes', () => {
  it('gets them whatever their type, above the JSON limit', async () => {
    const response = await call('POST', '/api/files', Buffer.alloc(90_000));
    expect(response.statusCode).toBe(201);
    expect(response.body).toEqual({ size: 90_000 });
  });

  it('refuses more than its limit with 413', async () => {
    const response = await call('POST', '/api/files', Buffer.alloc(100_001));
    expect(response.statusCode).toBe(413);
  });

  it('leaves every other route to the JSON rules', async () => {
    expect((await call('POST', '/api/notes', Buffer.from('{}'))).statusCode).toBe(415);
    expect(
      (await call('POST', '/api/notes', Buffer.alloc(70_000), 'application/json')).statusCode,
    ).toBe(413);
  });

  it('sends a bytes answer as it is, with its type and a year of caching', async () => {
    const response = await call('GET', '/api/files/a.webp');
    expect(response.statusCode).toBe(200);
    expect(response.body).toEqual(Buffer.from([1, 2, 3]));
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

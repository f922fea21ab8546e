import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../src/contracts/api-envelope';
import { isApiErrorCode } from '../src/contracts/api-error-codes';
import { api, waitForHealthyApi } from './support/stack';

async function expectErrorShape(response: Response, status: number): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = apiErrorBodySchema.parse(await response.json());
  // Every error our code answers names its stable code (src/contracts/api-error-codes.ts).
  expect(isApiErrorCode(body.code), body.code).toBe(true);
}

beforeAll(waitForHealthyApi);

describe('routing errors', () => {
  it.each(['/api/nothing-here', '/api/events/later/extra', '/api/health/deeper', '/api/'])(
    'answers unknown path %s with a JSON 404',
    async (path) => {
      await expectErrorShape(await api(path), 404);
    },
  );

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'answers %s /api/health with 405 and Allow',
    async (method) => {
      const response = await api('/api/health', { method });
      expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      await expectErrorShape(response, 405);
    },
  );

  it('answers HEAD like GET, without a body', async () => {
    const response = await api('/api/health', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});

describe('request bodies', () => {
  const post = (body: RequestInit['body'], contentType?: string) =>
    api('/api/events', {
      method: 'POST',
      body,
      headers: contentType ? { 'content-type': contentType } : {},
    });

  it('rejects a body that is not JSON with 415', async () => {
    await expectErrorShape(await post('title=Hello', 'application/x-www-form-urlencoded'), 415);
    await expectErrorShape(await post('Hello', 'text/plain'), 415);
  });

  it('rejects a body over 64 KB with 413', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(70 * 1024) });
    await expectErrorShape(await post(big, 'application/json'), 413);
  });

  it('answers an empty POST with a 4xx in the error shape', async () => {
    const response = await post(undefined, 'application/json');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    apiErrorBodySchema.parse(await response.json());
  });

  it('answers malformed JSON with 400, never 500', async () => {
    // The platform's body parser rejects this before our code runs (so the body is not ours);
    // the test pins that it stays a client error.
    const response = await post('{"title":', 'application/json');
    expect(response.status).toBe(400);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fakeRequest, fakeResponse } from '../../test/support/fake-http';
import { sendAnswer, type AnswerSink } from '../pages/send-answer';
import { createApiHandler } from './handle-request';
import { Router } from './router';
import { API_SECURITY_HEADERS, PAGE_SECURITY_HEADERS } from './security-headers';

vi.mock('firebase-functions/logger', () => ({ error: vi.fn() }));

describe('security headers on direct calls', () => {
  const handle = createApiHandler(
    new Router([{ method: 'GET', path: '/api/ok', handler: async () => ({ body: { ok: 1 } }) }]),
    { logUnexpected: vi.fn() },
  );

  it.each(['/api/ok', '/api/nowhere'])('are on the API answer to %s, errors too', async (path) => {
    const response = fakeResponse();
    await handle(fakeRequest('GET', path), response);
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
      expect(response.headers[name.toLowerCase()]).toBe(value);
    }
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it("are on a page function's answer, without a policy that would stop the app", async () => {
    const seen: Record<string, string> = {};
    const sink: AnswerSink = {
      status: () => sink,
      set: (headers) => (Object.assign(seen, headers), sink),
      send: () => undefined,
    };
    await sendAnswer(sink, async () => ({ status: 200, headers: {}, body: '<p>hi</p>' }));
    expect(seen).toMatchObject(PAGE_SECURITY_HEADERS);
    expect(seen['Content-Security-Policy']).not.toMatch(/script-src|default-src/);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { sendAnswer, type AnswerSink } from './send-answer';

vi.mock('firebase-functions/logger', () => ({ error: vi.fn() }));

function sink() {
  const sent: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const response: AnswerSink = {
    status: (code) => ((sent.status = code), response),
    set: (headers) => ((sent.headers = headers), response),
    send: (body) => (sent.body = body),
  };
  return { response, sent };
}

describe('sendAnswer', () => {
  it('sends the status, headers and body of the answer', async () => {
    const { response, sent } = sink();
    await sendAnswer(response, async () => ({ status: 200, headers: { A: 'b' }, body: 'hi' }));
    expect(sent).toEqual({ status: 200, headers: { A: 'b' }, body: 'hi' });
  });

  it('turns anything thrown into a 503 that is not cached, never a 500', async () => {
    const { response, sent } = sink();
    await sendAnswer(response, () => Promise.reject(new Error('boom')));
    expect(sent.status).toBe(503);
    expect(sent.headers?.['Cache-Control']).toBe('no-store');
  });
});

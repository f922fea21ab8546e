import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { acceptsGzip, sendAnswer, type AnswerSink } from './send-answer';

vi.mock('firebase-functions/logger', () => ({ error: vi.fn() }));

function sink() {
  const sent: { status?: number; headers?: Record<string, string>; body?: string | Buffer } = {};
  const response: AnswerSink = {
    status: (code) => ((sent.status = code), response),
    set: (headers) => ((sent.headers = headers), response),
    send: (body) => (sent.body = body),
  };
  return { response, sent };
}

const page = `<!doctype html><html><body>${'<p>Pune Open · पुणे</p>'.repeat(100)}</body></html>`;

describe('sendAnswer', () => {
  it('sends the status, headers and body of the answer', async () => {
    const { response, sent } = sink();
    await sendAnswer(response, async () => ({ status: 200, headers: { A: 'b' }, body: 'hi' }));
    expect(sent).toEqual({
      status: 200,
      headers: { A: 'b', Vary: 'Accept-Encoding' },
      body: 'hi',
    });
  });

  it('gzips a page for a client that takes gzip, and only then', async () => {
    const zipped = sink();
    const make = async () => ({ status: 200, headers: { A: 'b' }, body: page });
    await sendAnswer(zipped.response, make, 'gzip, deflate, br');
    expect(zipped.sent.headers).toEqual({
      A: 'b',
      Vary: 'Accept-Encoding',
      'Content-Encoding': 'gzip',
    });
    const body = zipped.sent.body as Buffer;
    expect(body.length).toBeLessThan(Buffer.byteLength(page) / 4);
    expect(gunzipSync(body).toString('utf8')).toBe(page);

    const plain = sink();
    await sendAnswer(plain.response, make, 'br;q=1, gzip;q=0');
    expect(plain.sent.body).toBe(page);
    expect(plain.sent.headers?.['Content-Encoding']).toBeUndefined();
  });

  it('turns anything thrown into a 503 that is not cached, never a 500', async () => {
    const { response, sent } = sink();
    await sendAnswer(response, () => Promise.reject(new Error('boom')));
    expect(sent.status).toBe(503);
    expect(sent.headers?.['Cache-Control']).toBe('no-store');
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['deflate, GZIP;q=0.5', true],
    ['gzip;q=0', false],
    ['br', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error';
import { MAX_BODY_BYTES, readJsonBody } from './json-body';

function request(raw: string | undefined, contentType?: string) {
  return {
    rawBody: raw === undefined ? undefined : Buffer.from(raw),
    headers: contentType ? { 'content-type': contentType } : {},
  };
}

function statusOf(run: () => unknown): number | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
}

describe('readJsonBody', () => {
  it('returns undefined when there is no body', () => {
    expect(readJsonBody(request(undefined))).toBeUndefined();
    expect(readJsonBody(request('', 'application/json'))).toBeUndefined();
  });

  it('parses a JSON body, whatever the charset parameter or case of the media type', () => {
    expect(readJsonBody(request('{"a":1}', 'application/json'))).toEqual({ a: 1 });
    expect(readJsonBody(request('[1]', 'Application/JSON; charset=utf-8'))).toEqual([1]);
  });

  it('rejects malformed JSON with 400', () => {
    expect(statusOf(() => readJsonBody(request('{"a":', 'application/json')))).toBe(400);
  });

  it.each([undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'])(
    'rejects a body sent as %s with 415',
    (contentType) => {
      expect(statusOf(() => readJsonBody(request('a=1', contentType)))).toBe(415);
    },
  );

  it('rejects a body over 64 KB with 413 before looking at it', () => {
    const big = JSON.stringify({ text: 'x'.repeat(MAX_BODY_BYTES) });
    expect(statusOf(() => readJsonBody(request(big, 'text/plain')))).toBe(413);
  });

  it('accepts a body of exactly the limit', () => {
    const exact = `"${'x'.repeat(MAX_BODY_BYTES - 2)}"`;
    expect(readJsonBody(request(exact, 'application/json'))).toHaveLength(MAX_BODY_BYTES - 2);
  });
});

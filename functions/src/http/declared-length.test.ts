import { describe, expect, it } from 'vitest';
import { refuseDeclaredOversize } from './declared-length';
import { MAX_BODY_BYTES, readJsonBody } from './json-body';

describe('refuseDeclaredOversize', () => {
  it('refuses a declared length over the limit with a 413 that names the limit', () => {
    const run = () => refuseDeclaredOversize({ 'content-length': '1048576' }, MAX_BODY_BYTES);
    expect(run).toThrow(
      expect.objectContaining({ status: 413, code: 'request/payload-too-large' }),
    );
    expect(run).toThrow(/64 KB/);
  });

  it('lets a body at the limit, an absent or a nonsensical length through to the byte check', () => {
    for (const value of [String(MAX_BODY_BYTES), undefined, 'abc', '-5', '']) {
      expect(() =>
        refuseDeclaredOversize({ 'content-length': value }, MAX_BODY_BYTES),
      ).not.toThrow();
    }
  });
});

describe('readJsonBody with a declared length', () => {
  it('answers 413 without looking at the bytes at all', () => {
    const request = {
      headers: { 'content-length': String(32 * 1024 * 1024), 'content-type': 'application/json' },
      get rawBody(): Buffer {
        throw new Error('the body was read');
      },
    };
    expect(() => readJsonBody(request)).toThrow(expect.objectContaining({ status: 413 }));
  });

  it('still measures a chunked body (no Content-Length) once it is read', () => {
    const request = {
      headers: { 'content-type': 'application/json' },
      rawBody: Buffer.alloc(MAX_BODY_BYTES + 1, 32),
    };
    expect(() => readJsonBody(request)).toThrow(expect.objectContaining({ status: 413 }));
  });
});

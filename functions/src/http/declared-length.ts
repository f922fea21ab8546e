import type { HeaderValue } from './types';
import { payloadTooLarge } from './http-error';

// A body's size is known from its Content-Length before a byte of it is looked at. Refusing there
// means an oversized payload is never parsed, copied or decoded by this code, whatever it holds.
//
// What this cannot change: Cloud Functions' own framework (and the Functions emulator) reads every
// request body, up to 32 MB, before the function runs, and the function has no way in before
// that. So the bytes still cross the network once; what is saved is our parsing and the memory of
// a parsed copy, and the answer is a clear 413 instead of whatever a half-parsed body would give.
// A chunked body has no Content-Length: its size is known only once it has been read, and the
// same limit is then applied to the bytes themselves (readJsonBody / readBytesBody).

function declaredLength(value: HeaderValue): number | undefined {
  const header = Array.isArray(value) ? value[0] : value;
  if (header === undefined || !/^\s*\d+\s*$/.test(header)) return undefined;
  return Number(header);
}

/** Throws 413 when the request says its body is longer than `limitBytes`. */
export function refuseDeclaredOversize(
  headers: Record<string, HeaderValue>,
  limitBytes: number,
): void {
  const length = declaredLength(headers['content-length']);
  if (length !== undefined && length > limitBytes) throw payloadTooLarge(limitBytes);
}

import type { IncomingApiRequest } from './types';
import { HttpError, payloadTooLarge, unsupportedMediaType } from './http-error';
import { apiMessages } from '../contracts/messages';
import { refuseDeclaredOversize } from './declared-length';

/** Every payload of this API is a small form; anything bigger is a mistake or abuse. */
export const MAX_BODY_BYTES = 64 * 1024;

function mediaTypeOf(contentType: string | string[] | undefined): string {
  const value = Array.isArray(contentType) ? contentType[0] : contentType;
  return (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Reads the JSON body from the raw bytes rather than trusting the platform's parsed `req.body`, so the
 * same rules hold in every runtime: at most 64 KB, JSON only, syntactically valid.
 * Note: a malformed body sent as application/json is rejected (400) by the platform's own parser
 * before this code runs; we still check here for runtimes that do not pre-parse.
 */
export function readJsonBody(
  request: Pick<IncomingApiRequest, 'rawBody' | 'headers'>,
  limitBytes = MAX_BODY_BYTES,
): unknown {
  refuseDeclaredOversize(request.headers, limitBytes);
  const raw = request.rawBody;
  if (!raw || raw.length === 0) return undefined;
  if (raw.length > limitBytes) throw payloadTooLarge(limitBytes);
  if (mediaTypeOf(request.headers['content-type']) !== 'application/json') {
    throw unsupportedMediaType();
  }
  try {
    return JSON.parse(raw.toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, 'request/invalid-json', apiMessages.invalidJson);
  }
}

/** The raw bytes of a route that takes a file (the route checks what they are), at most `limitBytes`. */
export function readBytesBody(
  request: Pick<IncomingApiRequest, 'rawBody' | 'headers'>,
  limitBytes: number,
): Buffer | undefined {
  refuseDeclaredOversize(request.headers, limitBytes);
  const raw = request.rawBody;
  if (!raw || raw.length === 0) return undefined;
  if (raw.length > limitBytes) throw payloadTooLarge(limitBytes);
  return raw;
}

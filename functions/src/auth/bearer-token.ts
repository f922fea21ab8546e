import type { HeaderValue } from '../http/types';

export type BearerToken =
  { kind: 'missing' } | { kind: 'malformed' } | { kind: 'token'; token: string };

/**
 * Firebase ID tokens are about 1 KB (custom claims add at most 1,000 bytes). Anything far bigger is
 * not one, and is refused before the Admin SDK spends time decoding it.
 */
export const MAX_ID_TOKEN_LENGTH = 8192;

// header.payload.signature in base64url. The Auth emulator's tokens are unsigned (empty signature).
const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;

/** Reads `Authorization: Bearer <token>`; the scheme is case-insensitive (RFC 7235). */
export function readBearerToken(header: HeaderValue): BearerToken {
  if (Array.isArray(header))
    return header.length === 0 ? { kind: 'missing' } : { kind: 'malformed' };
  const value = header?.trim() ?? '';
  if (value === '') return { kind: 'missing' };
  const match = /^Bearer +(\S+)$/i.exec(value);
  const token = match?.[1];
  if (!token || token.length > MAX_ID_TOKEN_LENGTH || !JWT_SHAPE.test(token)) {
    return { kind: 'malformed' };
  }
  return { kind: 'token', token };
}

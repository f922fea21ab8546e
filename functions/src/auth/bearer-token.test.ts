import { describe, expect, it } from 'vitest';
import { MAX_ID_TOKEN_LENGTH, readBearerToken } from './bearer-token';

const token = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';

describe('readBearerToken', () => {
  it.each([undefined, '', '   ', []])('calls %j missing', (header) => {
    expect(readBearerToken(header)).toEqual({ kind: 'missing' });
  });

  it('reads the token, whatever the case of the scheme', () => {
    expect(readBearerToken(`Bearer ${token}`)).toEqual({ kind: 'token', token });
    expect(readBearerToken(`bearer ${token}`)).toEqual({ kind: 'token', token });
    expect(readBearerToken(`  Bearer   ${token}  `)).toEqual({ kind: 'token', token });
  });

  it.each([
    'Bearer',
    'Bearer ',
    `Basic ${token}`,
    token,
    'Bearer not-a-jwt',
    `Bearer ${token} extra`,
    'Bearer a.b.c.d',
    'Bearer a+b.c/d.e',
    `Bearer ${'a'.repeat(MAX_ID_TOKEN_LENGTH)}.b.c`,
  ])('calls %j malformed', (header) => {
    expect(readBearerToken(header)).toEqual({ kind: 'malformed' });
  });

  it('does not pick one of several Authorization headers', () => {
    expect(readBearerToken([`Bearer ${token}`, `Bearer ${token}`])).toEqual({ kind: 'malformed' });
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './http-error';
import { parseQuery } from './query-input';

const schema = z.object({ status: z.enum(['a', 'b']).optional() });

describe('parseQuery', () => {
  it('reads one value per name and ignores names it does not know', () => {
    expect(parseQuery(schema, new URLSearchParams('status=a&_=123'))).toEqual({ status: 'a' });
  });

  it('refuses a bad or repeated value with a 400 naming the field', () => {
    for (const query of ['status=c', 'status=a&status=b']) {
      try {
        parseQuery(schema, new URLSearchParams(query));
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).status).toBe(400);
        expect((error as HttpError).details.errors).toHaveProperty('status');
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { isPlausibleDocumentId } from './event-id';

describe('isPlausibleDocumentId', () => {
  it.each(['maharashtra-state-championship', 'Xb3kP9qLmN2vR8sT1uWy', 'a', 'x'.repeat(128)])(
    'accepts %s',
    (id) => expect(isPlausibleDocumentId(id)).toBe(true),
  );

  it.each(['', '.', '..', 'a/b', '__name__', 'x'.repeat(129), 'a\u0000b', 'line\nbreak', '\u007f'])(
    'rejects %j',
    (id) => expect(isPlausibleDocumentId(id)).toBe(false),
  );
});

import { describe, expect, it } from 'vitest';
import { isFirestoreDocumentId, isPlausibleDocumentId } from './document-id';

const accepted = ['maharashtra-state-championship', 'Xb3kP9qLmN2vR8sT1uWy', 'a', 'x'.repeat(128)];
const brokenForFirestore = [
  '',
  '.',
  '..',
  'a/b',
  '/',
  '../x',
  '__name__',
  '__x__',
  '__.*__',
  '__line\nbreak__',
  'a\uD800b',
  '\uDC00',
  'x'.repeat(1_501),
  'म'.repeat(501), // 1,503 bytes in UTF-8, 501 characters
];

describe('isFirestoreDocumentId', () => {
  it.each([...accepted, 'x'.repeat(1_500), 'म'.repeat(500), '...', '_x_', '__x', 'x__', '😀'])(
    'accepts %j',
    (id) => expect(isFirestoreDocumentId(id)).toBe(true),
  );

  it.each(brokenForFirestore)('rejects %j', (id) => expect(isFirestoreDocumentId(id)).toBe(false));
});

describe('isPlausibleDocumentId', () => {
  it.each(accepted)('accepts %s', (id) => expect(isPlausibleDocumentId(id)).toBe(true));

  it.each([
    ...brokenForFirestore,
    'x'.repeat(129),
    'a\u0000b',
    'line\nbreak',
    '\u007f',
    'constructor',
    'toString',
    'hasOwnProperty',
  ])('rejects %j', (id) => expect(isPlausibleDocumentId(id)).toBe(false));
});

import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MalformedDocumentError, parseStoredDocument, readValidDocuments } from './zod-converter';

const schema = z.object({ name: z.string(), size: z.number().int() });

function storedDocument(id: string, data: unknown) {
  return { id, data: () => parseStoredDocument(schema, `things/${id}`, data) };
}

describe('parseStoredDocument', () => {
  it('returns data that matches the schema', () => {
    expect(parseStoredDocument(schema, 'things/a', { name: 'a', size: 1 })).toEqual({
      name: 'a',
      size: 1,
    });
  });

  it('names the document and the broken fields when data does not match', () => {
    const run = () => parseStoredDocument(schema, 'things/b', { name: 3 });
    expect(run).toThrow(MalformedDocumentError);
    try {
      run();
    } catch (error) {
      expect(error).toMatchObject({
        path: 'things/b',
        problems: { name: expect.any(String), size: expect.any(String) },
      });
    }
  });
});

describe('readValidDocuments', () => {
  it('keeps valid documents in order and reports each malformed one', () => {
    const report = vi.fn();
    const documents = [
      storedDocument('a', { name: 'a', size: 1 }),
      storedDocument('b', { name: 'b', size: 'big' }),
      storedDocument('c', null),
      storedDocument('d', { name: 'd', size: 4 }),
    ];
    const valid = readValidDocuments(documents, report);
    expect(valid.map((document) => document.id)).toEqual(['a', 'd']);
    expect(report).toHaveBeenCalledTimes(2);
    expect(report.mock.calls.map(([error]) => error.path)).toEqual(['things/b', 'things/c']);
  });

  it('does not swallow errors that are not about malformed data', () => {
    const broken = {
      id: 'x',
      data: () => {
        throw new TypeError('bug');
      },
    };
    expect(() => readValidDocuments([broken], vi.fn())).toThrow(TypeError);
  });
});

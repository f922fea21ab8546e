import type { z } from 'zod';
import { parseInput } from './validation';

/**
 * Parses a URL query with `schema`; a bad value is a 400 with field errors like a bad body. A name
 * given twice is passed on as a list, which no query field accepts: ambiguous, so reported rather
 * than one picked. Names the schema does not know are ignored (cache busters).
 */
export function parseQuery<T extends z.ZodType>(schema: T, query: URLSearchParams): z.output<T> {
  const values: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const all = query.getAll(name);
    values[name] = all.length === 1 ? (all[0] ?? '') : all;
  }
  return parseInput(schema, values, 'query');
}

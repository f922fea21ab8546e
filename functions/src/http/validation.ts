import type { z } from 'zod';
import { toFieldErrors } from '../contracts/field-errors';
import { invalidInput } from './http-error';

/** Parses untrusted input; anything that does not fit the schema is a 400 with field errors. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  rootField?: string,
): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(toFieldErrors(result.error, rootField));
  return result.data;
}

import type { z } from 'zod';
import type { FieldErrors } from './api-envelope';

/**
 * Turns zod issues into the `{ field: message }` map of the error shape, keeping the first message
 * per field. Forms use the same map to show messages next to their inputs.
 */
export function toFieldErrors(error: z.ZodError, rootField = 'body'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || rootField;
    errors[field] ??= issue.message;
  }
  return errors;
}

import { z } from 'zod';

/**
 * A page size in a URL query: digits only (no '1e1', ' 5' or '2.0', which Number() would accept),
 * 1 to `max`, as a number.
 */
export const pageSize = (max: number, message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,4}$/, { error: message })
    .transform(Number)
    .pipe(z.number().min(1, { error: message }).max(max, { error: message }));

import { z } from 'zod';

// The one shape every /api failure has (design §6), and the success envelopes of spec §7.

/** Field name → message, for inputs that failed validation. */
export type FieldErrors = Record<string, string>;

export interface ApiErrorBody {
  success: false;
  message: string;
  errors?: FieldErrors;
}

export const apiErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});

export interface ApiItemResponse<T> {
  success: true;
  data: T;
}

export interface ApiListResponse<T> {
  success: true;
  count: number;
  data: T[];
}

export function apiItemResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: item });
}

export function apiListResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    count: z.number().int().min(0),
    data: z.array(item),
  });
}

/** A created or changed item with a message for the member (e.g. POST /api/enrollments). */
export function apiMessageItemResponseSchema<T extends z.ZodType>(item: T) {
  return apiItemResponseSchema(item).extend({ message: z.string() });
}

/** A success with only a message for the user (e.g. DELETE /api/contact/:id). */
export const apiMessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

import { z } from 'zod';
import type { ApiErrorCode } from './api-error-codes';

// The one shape every /api failure has (docs/decisions.md), and the success envelopes.

/** Field name → message, for inputs that failed validation. */
export type FieldErrors = Record<string, string>;

/** What the server sends: every error answer names its stable `code` (api-error-codes.ts). */
export interface ApiErrorBody {
  success: false;
  /** For programs and translations; stable across rewordings of `message`. */
  code: ApiErrorCode;
  /** English, for people; what a client shows when it has no text of its own for `code`. */
  message: string;
  errors?: FieldErrors;
}

/**
 * Reads an error body. Tolerant about `code` (any string, or none), so an answer from a newer
 * server or an older one still counts as ours; the reader then falls back to its message.
 */
export const apiErrorBodySchema = z.object({
  success: z.literal(false),
  code: z.string().optional(),
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

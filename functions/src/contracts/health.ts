import { z } from 'zod';

// GET /api/health. The forgot-password screen reads `mongodbState.{readyState, host, status}` (the
// shape of the earlier MongoDB backend); it describes Firestore now.

export const databaseStateSchema = z.object({
  readyState: z.union([z.literal(0), z.literal(1)]),
  host: z.string(),
  status: z.enum(['connected', 'disconnected']),
});
export type DatabaseState = z.infer<typeof databaseStateSchema>;

export const healthOkSchema = z.object({
  success: z.literal(true),
  status: z.literal('ok'),
  database: z.literal('firestore'),
  mongodbState: databaseStateSchema,
  timestamp: z.string(),
});
export type HealthOk = z.infer<typeof healthOkSchema>;

export const healthDownSchema = z.object({
  success: z.literal(false),
  status: z.literal('error'),
  message: z.string(),
  database: z.literal('firestore'),
  mongodbState: databaseStateSchema,
  timestamp: z.string(),
});
export type HealthDown = z.infer<typeof healthDownSchema>;

export const healthResponseSchema = z.union([healthOkSchema, healthDownSchema]);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

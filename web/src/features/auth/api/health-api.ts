import { z } from 'zod';
import { get } from '@/lib/api-client';
import { isApiError } from '@/lib/api-errors';

/** The health check gives up after 5 s. */
export const HEALTH_TIMEOUT_MS = 5_000;

export type ServerHealth = 'ok' | 'database-down' | 'no-response';

// Only the field the forgot-password screen reads; the rest of the answer may change freely.
const healthSchema = z.object({ mongodbState: z.object({ readyState: z.number() }) });

/** GET /api/health, read the way the forgot-password screen needs it. */
export async function checkServerHealth(signal?: AbortSignal): Promise<ServerHealth> {
  try {
    const answer = await get('/health', {
      schema: healthSchema,
      timeoutMs: HEALTH_TIMEOUT_MS,
      signal,
    });
    return answer.mongodbState.readyState === 1 ? 'ok' : 'database-down';
  } catch (error) {
    if (isApiError(error) && error.isNoResponse) return 'no-response';
    if (isApiError(error) && error.kind === 'aborted') throw error;
    // An answer came (503, or a body without a connected database): the server is up, its data is not.
    return 'database-down';
  }
}

import { adminAthleteListResponseSchema, type AdminAthleteRow } from '@contracts/admin-athlete';
import { get } from '@/lib/api-client';

// The office's athlete search: a summary per athlete, no guardian or contact data.

export type AdminAthlete = AdminAthleteRow;

/** GET /api/admin/athletes?q=: by name or membership number; the newest for an empty query. */
export async function searchAthletes(q: string, signal?: AbortSignal): Promise<AdminAthlete[]> {
  const query = q ? `?${new URLSearchParams({ q }).toString()}` : '';
  const answer = await get(`/admin/athletes${query}`, {
    schema: adminAthleteListResponseSchema,
    signal,
  });
  return answer.data;
}

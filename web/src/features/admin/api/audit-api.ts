import { auditListResponseSchema, type AuditListResponse } from '@contracts/audit';
import { get } from '@/lib/api-client';

/** GET /api/admin/audit: newest first; `before` continues after the last entry shown. */
export async function fetchAuditPage(
  before: string | null,
  signal?: AbortSignal,
): Promise<AuditListResponse> {
  const query = before ? `?${new URLSearchParams({ before }).toString()}` : '';
  return get(`/admin/audit${query}`, { schema: auditListResponseSchema, signal });
}

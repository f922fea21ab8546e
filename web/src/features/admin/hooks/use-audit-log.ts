import type { AuditEntry } from '@contracts/audit';
import { fetchAuditPage } from '@/features/admin/api/audit-api';
import { usePagedList } from '@/features/admin/hooks/use-paged-list';

/** The activity screen's entries, newest first, a page at a time. */
export function useAuditLog() {
  return usePagedList<AuditEntry>(fetchAuditPage);
}

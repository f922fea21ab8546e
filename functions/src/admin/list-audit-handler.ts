import type { AuditListResponse } from '../contracts/audit';
import type { EndpointHandler } from '../http/endpoint-route';
import { listAuditEntries } from './audit-log';

/** GET /api/admin/audit: the newest admin writes first, for /admin/activity. */
export const listAuditHandler: EndpointHandler<'auditLog'> = async ({ input }) => {
  const { entries, nextBefore } = await listAuditEntries(input.query);
  const body: AuditListResponse = {
    success: true,
    count: entries.length,
    data: entries,
    nextBefore,
  };
  return { body };
};

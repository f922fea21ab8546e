import { auditListQuerySchema, type AuditListResponse } from '../contracts/audit';
import { parseQuery } from '../http/query-input';
import type { AuthenticatedRouteHandler } from '../http/types';
import { listAuditEntries } from './audit-log';

/** GET /api/admin/audit: the newest admin writes first, for /admin/activity. */
export const listAuditHandler: AuthenticatedRouteHandler = async ({ query }) => {
  const { entries, nextBefore } = await listAuditEntries(parseQuery(auditListQuerySchema, query));
  const body: AuditListResponse = {
    success: true,
    count: entries.length,
    data: entries,
    nextBefore,
  };
  return { body };
};

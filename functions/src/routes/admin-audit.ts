import { listAuditHandler } from '../admin/list-audit-handler';
import type { RouteDefinition } from '../http/types';

/** The audit trail of admin writes (issue 12), read by /admin/activity; admin claim only. */
export const adminAuditRoutes: RouteDefinition[] = [
  { method: 'GET', path: '/api/admin/audit', auth: 'admin', handler: listAuditHandler },
];

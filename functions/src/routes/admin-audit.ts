import { listAuditHandler } from '../admin/list-audit-handler';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

/** The audit trail of admin writes, read by /admin/activity; admin claim only. */
export const adminAuditRoutes: RouteDefinition[] = [route('auditLog', listAuditHandler)];

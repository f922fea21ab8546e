import { decideEnrollmentHandler } from '../admin/decide-enrollment-handler';
import { exportEnrollmentsHandler } from '../admin/export-enrollments-handler';
import { listEnrollmentsHandler } from '../admin/list-enrollments-handler';
import type { RouteDefinition } from '../http/types';

// The office's review of enrollments (issue 12); admin claim only: 401 signed out, 403 for members.
// Members keep their own routes (routes/enrollments.ts), which never show anyone else's.
export const adminEnrollmentRoutes: RouteDefinition[] = [
  {
    method: 'GET',
    path: '/api/admin/enrollments',
    auth: 'admin',
    handler: listEnrollmentsHandler,
  },
  {
    method: 'GET',
    path: '/api/admin/enrollments.csv',
    auth: 'admin',
    handler: exportEnrollmentsHandler,
  },
  {
    method: 'PUT',
    path: '/api/admin/enrollments/:id',
    auth: 'admin',
    handler: decideEnrollmentHandler,
  },
];

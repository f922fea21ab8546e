import { decideEnrollmentHandler } from '../admin/decide-enrollment-handler';
import { exportEnrollmentsHandler } from '../admin/export-enrollments-handler';
import { listEnrollmentsHandler } from '../admin/list-enrollments-handler';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// The office's review of enrollments; admin claim only: 401 signed out, 403 for members.
// Members keep their own routes (routes/enrollments.ts), which never show anyone else's.
export const adminEnrollmentRoutes: RouteDefinition[] = [
  route('adminEnrollments', listEnrollmentsHandler),
  route('adminEnrollmentsCsv', exportEnrollmentsHandler),
  route('decideEnrollment', decideEnrollmentHandler),
];

import { authenticate } from '../auth/authenticate';
import { Router } from '../http/router';
import type { RouteDefinition } from '../http/types';
import { adminAuditRoutes } from './admin-audit';
import { adminEnquiryRoutes } from './admin-enquiries';
import { adminEnrollmentRoutes } from './admin-enrollments';
import { adminEventRoutes } from './admin-events';
import { authRoutes } from './auth';
import { contactRoutes } from './contact';
import { enrollmentRoutes } from './enrollments';
import { eventCalendarRoutes } from './event-calendar';
import { eventRoutes } from './events';
import { healthRoutes } from './health';
import { userRoutes } from './users';

/** Every /api route; each resource keeps its routes in its own module (the fuzz tests list them). */
export const apiRoutes: readonly RouteDefinition[] = [
  ...healthRoutes,
  ...eventRoutes,
  ...adminEventRoutes,
  ...eventCalendarRoutes,
  ...authRoutes,
  ...userRoutes,
  ...enrollmentRoutes,
  ...contactRoutes,
  ...adminEnrollmentRoutes,
  ...adminEnquiryRoutes,
  ...adminAuditRoutes,
];

export function buildApiRouter(): Router {
  return new Router(apiRoutes, { authenticate });
}

import { authenticate } from '../auth/authenticate';
import { Router } from '../http/router';
import type { RouteDefinition } from '../http/types';
import { adminAthleteRoutes } from './admin-athletes';
import { adminAuditRoutes } from './admin-audit';
import { adminEnquiryRoutes } from './admin-enquiries';
import { adminEnrollmentRoutes } from './admin-enrollments';
import { adminEventRoutes } from './admin-events';
import { athleteRoutes } from './athletes';
import { authRoutes } from './auth';
import { consentNoticeRoutes } from './consent-notice';
import { contactRoutes } from './contact';
import { enrollmentRoutes } from './enrollments';
import { eventCalendarRoutes } from './event-calendar';
import { eventRoutes } from './events';
import { guardianInvitationRoutes } from './guardian-invitations';
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
  ...athleteRoutes,
  ...guardianInvitationRoutes,
  ...consentNoticeRoutes,
  ...adminAthleteRoutes,
];

export function buildApiRouter(): Router {
  return new Router(apiRoutes, { authenticate });
}

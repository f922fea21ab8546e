import { authenticate } from '../auth/authenticate';
import { Router } from '../http/router';
import type { RouteDefinition } from '../http/types';
import { adminAthleteRoutes } from './admin-athletes';
import { adminGradingRoutes } from './admin-gradings';
import { adminChampionshipRoutes } from './admin-championships';
import { adminAuditRoutes } from './admin-audit';
import { adminUserRoutes } from './admin-users';
import { adminEnquiryRoutes } from './admin-enquiries';
import { adminEnrollmentRoutes } from './admin-enrollments';
import { adminEventRoutes } from './admin-events';
import { athleteRoutes } from './athletes';
import { championshipRoutes } from './championships';
import { championshipDrawRoutes } from './championship-draw';
import { championshipResultRoutes } from './championship-results';
import { authRoutes } from './auth';
import { certificateRoutes } from './certificates';
import { consentNoticeRoutes } from './consent-notice';
import { contactRoutes } from './contact';
import { enrollmentRoutes } from './enrollments';
import { eventCalendarRoutes } from './event-calendar';
import { eventRoutes } from './events';
import { galleryRoutes } from './gallery';
import { guardianInvitationRoutes } from './guardian-invitations';
import { healthRoutes } from './health';
import { mediaRoutes } from './media';
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
  ...certificateRoutes,
  ...adminGradingRoutes,
  ...championshipRoutes,
  ...championshipResultRoutes,
  ...adminChampionshipRoutes,
  ...championshipDrawRoutes,
  ...adminUserRoutes,
  ...mediaRoutes,
  ...galleryRoutes,
];

export function buildApiRouter(): Router {
  return new Router(apiRoutes, { authenticate });
}

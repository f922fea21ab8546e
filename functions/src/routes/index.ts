import { authenticate } from '../auth/authenticate';
import { Router } from '../http/router';
import { authRoutes } from './auth';
import { contactRoutes } from './contact';
import { enrollmentRoutes } from './enrollments';
import { eventCalendarRoutes } from './event-calendar';
import { eventRoutes } from './events';
import { healthRoutes } from './health';
import { userRoutes } from './users';

/** Every /api route; each resource keeps its routes in its own module. */
export function buildApiRouter(): Router {
  return new Router(
    [
      ...healthRoutes,
      ...eventRoutes,
      ...eventCalendarRoutes,
      ...authRoutes,
      ...userRoutes,
      ...enrollmentRoutes,
      ...contactRoutes,
    ],
    { authenticate },
  );
}

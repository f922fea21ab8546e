import { Router } from '../http/router';
import { eventRoutes } from './events';
import { healthRoutes } from './health';

/** Every /api route; each resource keeps its routes in its own module. */
export function buildApiRouter(): Router {
  return new Router([...healthRoutes, ...eventRoutes]);
}

import { readResults } from '../championships/results/championship-results';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// A championship's medals and the clubs' tally, for everyone. Cached briefly like the brackets it
// is read from: during the competition the page asks again, and the CDN answers the crowd.

export const championshipResultRoutes: RouteDefinition[] = [
  route('getResults', async ({ params }) => ({
    body: { success: true, data: await readResults(params.id ?? '') },
    cache: 'live',
  })),
];

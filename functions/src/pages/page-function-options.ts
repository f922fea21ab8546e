import type { HttpsOptions } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '../region';

/**
 * What every page function behind a Hosting rewrite runs with (event pages, the sitemap, the
 * editions' not-found page): the API's region, small and short, open to anyone. Only how many
 * instances each may scale to differs.
 */
export function pageFunctionOptions(maxInstances: number): HttpsOptions {
  return {
    region: FUNCTIONS_REGION,
    memory: '256MiB',
    timeoutSeconds: 30,
    maxInstances,
    invoker: 'public',
  };
}

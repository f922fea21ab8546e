import { onRequest } from 'firebase-functions/v2/https';
import { handleApiRequest } from './api-handler';
import { certificateSigningKeys } from './certificates/signing-keys';
import { FUNCTIONS_REGION } from './region';

/**
 * The REST facade (README, 'REST contract'), served at /api/** through a Hosting rewrite (same
 * origin, so no CORS). Mumbai is the region closest to Maharashtra.
 */
export const api = onRequest(
  {
    region: FUNCTIONS_REGION,
    // Room to decode an uploaded photo of up to 25 megapixels (media/process-image.ts).
    memory: '512MiB',
    timeoutSeconds: 30,
    maxInstances: 10,
    invoker: 'public',
    // The certificates' signing keys (certificates/signing-keys.ts).
    secrets: [certificateSigningKeys],
  },
  (request, response) =>
    handleApiRequest(
      {
        method: request.method,
        url: request.originalUrl,
        headers: request.headers,
        rawBody: request.rawBody,
      },
      response,
    ),
);

import { endpoints, type Endpoint } from './endpoints';

/**
 * The writes a bot would repeat most: sign-up, password reset, an enquiry, an enrollment and a
 * certificate check. With App Check enforced, each needs a limited-use token, which the server
 * consumes (Firebase remembers it), so one token cannot be replayed for a second call. The web
 * client asks for a fresh one for every attempt of these, and the ordinary cached token for every
 * other write.
 */
export const limitedUseEndpoints = [
  'register',
  'forgotPassword',
  'resetPassword',
  'sendEnquiry',
  'createEnrollment',
  'verifyCertificate',
] as const satisfies readonly (keyof typeof endpoints)[];

const rows: ReadonlySet<Endpoint> = new Set(limitedUseEndpoints.map((name) => endpoints[name]));

/** Whether this row of the endpoint table takes only limited-use App Check tokens. */
export function needsLimitedUseToken(endpoint: Endpoint | undefined): boolean {
  return endpoint !== undefined && rows.has(endpoint);
}

/** The same, for a request's method and path (`/api/...`, no query), as the server sees it. */
export function isLimitedUseRequest(method: string, path: string): boolean {
  const parts = path.split('/');
  return limitedUseEndpoints.some((name) => {
    const row = endpoints[name];
    const pattern = row.path.split('/');
    return (
      row.method === method.toUpperCase() &&
      pattern.length === parts.length &&
      pattern.every((part, index) => part.startsWith(':') || part === parts[index])
    );
  });
}

import type { DecodedIdToken } from 'firebase-admin/auth';
import { authMessages } from '../contracts/auth-messages';
import { HttpError } from '../http/http-error';

/** Who is calling, as proven by a verified Firebase ID token. */
export interface Caller {
  uid: string;
  email: string | undefined;
  /** The `admin` custom claim, granted by scripts/deploy/grant-admin.mjs and never by the app. */
  admin: boolean;
  /** Every claim of the verified token, for handlers that need more (sign-in provider, …). */
  claims: DecodedIdToken;
}

export function toCaller(token: DecodedIdToken): Caller {
  return {
    uid: token.uid,
    email: typeof token.email === 'string' ? token.email : undefined,
    // Only a real boolean true counts: a claim of "true" or 1 set by mistake grants nothing.
    admin: token.admin === true,
    claims: token,
  };
}

/** For admin-only work: 403 for a signed-in caller without the admin claim. */
export function requireAdmin(caller: Caller): void {
  if (!caller.admin) throw new HttpError(403, 'auth/forbidden', authMessages.forbidden);
}

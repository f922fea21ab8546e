// The stable `code` of every /api (and callable) error answer. The English `message` beside it is
// for people and may be reworded; the code is for programs: the web app shows its own text for it
// in the page's language (web/src/lib/api-error-text.ts), so a code, once published, never changes
// meaning. Add new codes at the end of their group; never reuse a removed one.
//
// Not a locale module: there is no `.mr.ts` twin of this file, the codes are the same everywhere.

export const apiErrorCodes = [
  // Transport: the request itself, before any route looks at it.
  'request/route-not-found',
  'request/method-not-allowed',
  'request/invalid-json',
  'request/unsupported-media-type',
  'request/payload-too-large',
  // Input that failed its schema; the field errors say what (validation messages, in English).
  'validation/invalid',
  // Sessions and accounts.
  'auth/not-signed-in',
  'auth/session-invalid',
  'auth/session-expired',
  'auth/forbidden',
  'auth/invalid-credentials',
  'auth/account-disabled',
  'auth/email-taken',
  'auth/invalid-email',
  'auth/weak-password',
  'auth/wrong-current-password',
  'auth/password-unchanged',
  'auth/no-password',
  'auth/google-token-rejected',
  'auth/invalid-reset-token',
  // A write without a valid App Check token (only while APP_CHECK_ENFORCE is on).
  'auth/app-check-failed',
  // Abuse limits (429, with Retry-After).
  'rate-limit/too-many-attempts',
  'rate-limit/too-many-sign-ups',
  'rate-limit/too-many-failed-logins',
  'rate-limit/too-many-reset-requests',
  'rate-limit/too-many-reset-attempts',
  'rate-limit/too-many-enrollments',
  'rate-limit/too-many-messages',
  'rate-limit/account-locked',
  'rate-limit/too-many-password-checks',
  'rate-limit/too-many-sign-ups-overall',
  'rate-limit/too-many-certificate-checks',
  // Enrollment-creation retries (Idempotency-Key).
  'idempotency/key-reused',
  // Records.
  'resource/not-found',
  'resource/conflict',
  'event/not-found',
  'enrollment/not-found',
  'enrollment/not-logged-in',
  'enrollment/failed',
  'enrollment/test-only',
  'contact/not-found',
  // Athletes and guardians. The first two are written exactly as the records contract names them.
  'guardian-not-verified',
  'guardian-required',
  'athlete/not-found',
  'athlete/self-exists',
  'athlete/guardians-full',
  'athlete/already-guardian',
  'invitation/invalid',
  'invitation/wrong-account',
  'account/confirm-mismatch',
  // Pictures: the upload's bytes (type judged by them, size, pixels, damage) and the gallery.
  'media/empty',
  'media/unsupported-type',
  'media/too-many-pixels',
  'media/unreadable',
  'media/not-found',
  'gallery/not-found',
  // Ranks, gradings and certificates.
  'certificate/not-found',
  'certificate/already-revoked',
  'grading/not-found',
  'grading/not-held-yet',
  'grading/result-exists',
  'rank/not-higher',
  'rank/too-far',
  // Championships. `entries-closed` is written exactly as the records contract names it.
  'entries-closed',
  'championship/not-found',
  'championship/not-a-tournament',
  'championship/has-entries',
  'entry/not-eligible',
  'entry/duplicate',
  'entry/not-found',
  'entry/other-club',
  'entry/withdrawn',
  'entry/not-weighable',
  'entry/no-decision-pending',
  // The draw and the scoring of bouts: all but the last two written exactly as the championship
  // design names them.
  'already-drawn',
  'weigh-in-undecided',
  'not-drawn',
  'match-not-found',
  'match-not-ready',
  'not-in-match',
  'match-locked',
  'draw/bouts-scored',
  'draw/no-entries',
  'roles/user-not-found',
  // The platform: database, sign-in service, anything else of ours.
  'service/database-unavailable',
  'service/auth-unavailable',
  'service/unavailable',
  'server/internal',
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

const known: ReadonlySet<string> = new Set(apiErrorCodes);

/** True for a code this version knows; a newer server may send others (shown by their message). */
export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && known.has(value);
}

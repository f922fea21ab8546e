// The Identity Toolkit REST API answers failures as { error: { code, message } } where message is a
// code, optionally followed by " : details" (e.g. "WEAK_PASSWORD : Password should be at least 6
// characters"). This module turns that into the few outcomes callers act on.

/** A refusal the member caused (wrong password, used reset link…), as opposed to an outage. */
export type ToolkitFailure =
  | 'invalid-credentials'
  | 'user-disabled'
  | 'too-many-attempts'
  | 'invalid-oob-code'
  | 'weak-password';

const FAILURES: Record<string, ToolkitFailure> = {
  // Projects with email enumeration protection (the default since 2023) only ever say
  // INVALID_LOGIN_CREDENTIALS; older ones (and the emulator by default) say which part was wrong.
  EMAIL_NOT_FOUND: 'invalid-credentials',
  INVALID_PASSWORD: 'invalid-credentials',
  INVALID_LOGIN_CREDENTIALS: 'invalid-credentials',
  INVALID_EMAIL: 'invalid-credentials',
  MISSING_PASSWORD: 'invalid-credentials',
  USER_DISABLED: 'user-disabled',
  TOO_MANY_ATTEMPTS_TRY_LATER: 'too-many-attempts',
  EXPIRED_OOB_CODE: 'invalid-oob-code',
  INVALID_OOB_CODE: 'invalid-oob-code',
  MISSING_OOB_CODE: 'invalid-oob-code',
  WEAK_PASSWORD: 'weak-password',
  PASSWORD_DOES_NOT_MEET_REQUIREMENTS: 'weak-password',
};

/** The error code of a failed Identity Toolkit answer, or undefined when it has none. */
export function toolkitErrorCode(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return undefined;
  const { error } = payload;
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  if (typeof error.message !== 'string') return undefined;
  const code = error.message.split(':')[0]?.trim();
  return code || undefined;
}

/**
 * What a code means for the member; undefined for codes that point at our configuration or at the
 * service itself (INVALID_API_KEY, PROJECT_NOT_FOUND, PASSWORD_LOGIN_DISABLED…), which are outages
 * from the member's point of view.
 */
export function classifyToolkitError(code: string | undefined): ToolkitFailure | undefined {
  if (code === undefined || !Object.hasOwn(FAILURES, code)) return undefined;
  return FAILURES[code];
}

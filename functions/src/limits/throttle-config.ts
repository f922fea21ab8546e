import type { SlotLimit } from './slot-limiter';

// Every abuse limit of the API, in one place, with why it is what it is. `npm start` and production
// use exactly these. Only the test runner (scripts/test/test-all.mjs) may lift the per-client throttles,
// and only for requests that carry no client address (see unknownClientLimit below).

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  /**
   * Sign-ups per client address per hour: a family registering its members from one home
   * connection stays well under it; a script making accounts is stopped after five. The Admin SDK
   * bypasses Firebase Auth's own per-IP sign-up limit, so this is the only one.
   */
  signUpPerAddress: { limit: 5, windowMs: HOUR },
  /**
   * Sign-ups from everybody together per hour, through the API and the Auth SDK alike: the
   * association gains a few hundred members a year, so a hundred in one hour is an attack from
   * many addresses (or from requests whose address could not be read), and it stops there.
   */
  signUpsOverall: { limit: 100, windowMs: HOUR },
  /**
   * Failed sign-ins per client address and email per 15 minutes. Ten covers a member trying every
   * password they use; guessing needs thousands. A good sign-in clears the count.
   */
  failedLoginPerAddressAndEmail: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Failed sign-ins per account from every address together per 15 minutes: the same ten, so
   * spreading guesses over many addresses gains nothing. Past it the account's password sign-in
   * is locked until the window ends (the message says so); a completed password reset lifts the
   * lock at once, so the owner always has a way in.
   */
  failedLoginPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  /**
   * Current-password checks that failed, per signed-in account per 15 minutes (changing the
   * password): five covers typos; a stolen session cannot use it to guess the password.
   */
  wrongCurrentPasswordPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  /** Forgot-password requests per client address per hour: one address is rarely asked for twice. */
  resetRequestPerAddress: { limit: 10, windowMs: HOUR },
  /**
   * Reset mails per mailbox per hour (unchanged from before): enough for a lost mail or two, too few
   * to flood someone's inbox. Over it the answer stays the same (it must not reveal accounts).
   */
  resetMailPerEmail: { limit: 5, windowMs: HOUR },
  /**
   * Reset-link checks and resets per client address per 15 minutes: a member opens a link a few
   * times; codes are too long to guess, so this only protects the Identity Toolkit quota.
   */
  resetCodePerAddress: { limit: 20, windowMs: 15 * MINUTE },
  /** New enrollments and contact messages per member per 10 minutes (each kind on its own). */
  memberSubmissions: { limit: 5, windowMs: 10 * MINUTE },
  /**
   * Certificate look-ups and verifications per client address per minute (the two public
   * certificate routes share it): a school checking a class's certificates stays under it; a
   * script walking the number space is slowed to a crawl.
   */
  certificateLookupPerAddress: { limit: 60, windowMs: MINUTE },
} as const satisfies Record<string, SlotLimit>;

/**
 * The growing delay between failed sign-ins: the first three failures cost nothing (typos), then
 * each further attempt must wait 1, 2, 4, … seconds after the previous failure (Retry-After
 * doubles), so the ten failures of a window take minutes instead of milliseconds. The server never
 * sleeps: an attempt that comes too early is refused at once with the wait in Retry-After.
 */
export const LOGIN_DELAY = { freeFailures: 3, firstDelaySeconds: 1 } as const;

export type ClientThrottle =
  | 'signUpPerAddress'
  | 'failedLoginPerAddressAndEmail'
  | 'resetRequestPerAddress'
  | 'resetCodePerAddress'
  | 'certificateLookupPerAddress';

/**
 * What a per-client throttle allows a request without a client address: the production number, or
 * none (undefined = not throttled). Without an address every such request shares one "unknown"
 * bucket: in production that never happens (Hosting always sets X-Forwarded-For), locally every
 * browser and test calls without one. The integration and end-to-end suites register and sign in
 * hundreds of times from that one bucket, so the test runner lifts it, with two settings read only
 * inside the Functions emulator: MTA_TEST_RUN=1 and THROTTLE_UNKNOWN_CLIENT_LIMIT=unlimited (or a
 * number). Tests about the limits send their own X-Forwarded-For and so get the production numbers.
 */
export function unknownClientLimit(
  name: ClientThrottle,
  env: NodeJS.ProcessEnv = process.env,
): SlotLimit | undefined {
  const production = LIMITS[name];
  if (env.FUNCTIONS_EMULATOR !== 'true' || env.MTA_TEST_RUN !== '1') return production;
  const raised = env.THROTTLE_UNKNOWN_CLIENT_LIMIT;
  if (raised === 'unlimited') return undefined;
  const limit = Number(raised);
  return Number.isInteger(limit) && limit > 0 ? { ...production, limit } : production;
}

/**
 * Sign-ups through the Auth SDK in the emulator all carry one made-up address (the Auth emulator
 * reports 127.0.0.1 for everybody), so the blocking function counts them as the "unknown" client,
 * which the test runner lifts. Only inside the test runner, an account at the reserved domain
 * `limits.test` (RFC 6761) is counted as that one address with the production numbers, so a test
 * can show the blocking function refusing past the limit. Never in `npm start` or production.
 */
export function isLimitProbe(email: string | undefined, env: NodeJS.ProcessEnv = process.env) {
  if (env.FUNCTIONS_EMULATOR !== 'true' || env.MTA_TEST_RUN !== '1') return false;
  return (email ?? '').trim().toLowerCase().endsWith('@limits.test');
}

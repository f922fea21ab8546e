import { createHash } from 'node:crypto';
import type { HeaderValue } from '../http/types';

// Who is calling, for the per-client throttles. Firebase Hosting forwards /api/** to the function
// and puts the address it accepted the connection from first in X-Forwarded-For; proxies after it
// (Google's front end before the function) append theirs. Only that first hop names the visitor:
// the later ones are Google's own machines, the same for everybody, so counting by them would make
// all visitors share one limit.
//
// Limits of this: the header is only as honest as what stands in front of the function. Called
// directly at its own run.app / cloudfunctions.net address (possible: invoker is public), a client
// can write any first hop it likes. App Check on /api writes is what closes that door.
//
// Absent (the emulators' direct calls, `npm start` in a browser, tests that do not set it): every
// such request shares the one "unknown" address (see throttle-config.ts for the test runner).

export const UNKNOWN_CLIENT = 'unknown';

/** The first hop of X-Forwarded-For, trimmed; UNKNOWN_CLIENT when there is none. */
export function clientAddress(forwardedFor: HeaderValue): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor[0] : forwardedFor;
  const first = header?.split(',')[0]?.trim() ?? '';
  // An address is short; anything else is not one Hosting wrote.
  return first !== '' && first.length <= 64 ? first.toLowerCase() : UNKNOWN_CLIENT;
}

/**
 * A throttle key `<purpose>:<sha256>`: hashed so slot ids hold neither addresses nor emails, and are
 * always valid document ids whatever the input.
 */
export function throttleKey(purpose: string, ...parts: readonly string[]): string {
  const digest = createHash('sha256').update(parts.join('\n')).digest('hex');
  return `${purpose}:${digest}`;
}

/** Emails differ only in case for one mailbox as far as Firebase Auth is concerned. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

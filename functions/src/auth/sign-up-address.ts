import { isIP } from 'node:net';
import { addressIdentity, UNKNOWN_CLIENT } from '../limits/client-address';
import { isLimitProbe } from '../limits/throttle-config';

function isLoopback(address: string): boolean {
  const value = address.trim().toLowerCase();
  if (isIP(value) === 4) return value.startsWith('127.');
  return value === '::1' || value.startsWith('::ffff:127.');
}

/**
 * The client of an Auth SDK sign-up, from the blocking event's `ipAddress`. Firebase Auth writes
 * that field itself from the connection it accepted (the caller cannot set it), so unlike a
 * forwarded header it needs no hop counting; it is still checked to be an address. A loopback
 * address only ever comes from the Auth emulator, which reports 127.0.0.1 for every caller: it
 * names nobody, so it is the "unknown" client (see isLimitProbe for the one exception in tests).
 */
export function signUpClientAddress(
  ipAddress: string | undefined,
  email: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const raw = ipAddress ?? '';
  if (isLoopback(raw)) return isLimitProbe(email, env) ? '127.0.0.1' : UNKNOWN_CLIENT;
  return addressIdentity(raw) ?? UNKNOWN_CLIENT;
}

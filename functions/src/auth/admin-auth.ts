import { getAuth, type Auth } from 'firebase-admin/auth';
import { getAdminApp } from '../firebase-app';

let auth: Auth | undefined;

/** The Admin SDK's Auth, talking to the Auth emulator when FIREBASE_AUTH_EMULATOR_HOST is set. */
export function getAdminAuth(): Auth {
  auth ??= getAuth(getAdminApp());
  return auth;
}

/**
 * Firebase Auth (Admin SDK or Identity Toolkit) did not answer usably: a network failure, a timeout,
 * a backend error or missing configuration. Clients get a 503, never a 500 and never a 401 (the web
 * app would sign the member out over an outage).
 */
export class AuthServiceUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AuthServiceUnavailableError';
  }
}

/** The `code` of an Admin SDK error ('auth/…', 'app/…'), or undefined for anything else. */
export function firebaseErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

// How the Admin SDK reports that it could not reach Auth, or that Auth failed on its side (unknown
// server errors become auth/internal-error).
const UNAVAILABLE_CODES = new Set([
  'app/network-error',
  'app/network-timeout',
  'app/unable-to-parse-response',
  'auth/internal-error',
]);

export function isAuthServiceUnavailable(error: unknown): boolean {
  if (error instanceof AuthServiceUnavailableError) return true;
  const code = firebaseErrorCode(error);
  return code !== undefined && UNAVAILABLE_CODES.has(code);
}

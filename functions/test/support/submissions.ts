import { randomUUID } from 'node:crypto';
import { bearer, signIn, signUp, testAuth, type Session } from './auth-emulator';
import { api } from './stack';

// Requests and fixtures for the enrollment and contact endpoints, sent the way the web app sends them.

export const functionsUrl = 'http://127.0.0.1:5001/demo-mta/asia-south1';

export {
  exampleContactForm as contactForm,
  exampleEnrollmentForm as enrollmentForm,
} from '../../src/testing/examples';

/** A fresh idempotency key, as the form makes once per submission. */
export const newKey = () => randomUUID();

/** POST /api/enrollments; `key: null` leaves the Idempotency-Key header out. */
export function postEnrollment(
  token: string | undefined,
  body: unknown,
  key: string | null = newKey(),
): Promise<Response> {
  return api('/api/enrollments', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? bearer(token) : {}),
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(body),
  });
}

/** The createEnrollment callable over its HTTP protocol, as the Functions SDK calls it. */
export function callCreateEnrollment(token: string | undefined, data: unknown): Promise<Response> {
  return fetch(`${functionsUrl}/createEnrollment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify({ data }),
  });
}

export function postContact(token: string | undefined, body: unknown): Promise<Response> {
  return api('/api/contact', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
    body: JSON.stringify(body),
  });
}

/** A member with the admin custom claim, signed in again so the token carries it. */
export async function signUpAdmin(email = 'office@example.com'): Promise<Session> {
  const password = 'Admin-Kick-88';
  const session = await signUp(email, password);
  await testAuth().setCustomUserClaims(session.uid, { admin: true });
  return signIn(email, password);
}

/** `count` members, signed up in parallel. */
export function signUpMembers(count: number, prefix = 'member'): Promise<Session[]> {
  return Promise.all(
    Array.from({ length: count }, (_, index) =>
      signUp(`${prefix}${index}@example.com`, 'Lotus-Kick-88'),
    ),
  );
}

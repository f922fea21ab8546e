import { PRIVACY_NOTICE_VERSION } from '../../src/contracts/privacy-notice';
import { COLLECTION_NAMES } from '../../src/db/collections';
import { authEmulatorHost, bearer, signIn, signUp, testAuth, type Session } from './auth-emulator';
import { kolkataDay, testDb } from './firestore-fixtures';
import { api, projectId } from './stack';

// Accounts and requests for the athlete and guardian endpoints. A guardian's consent is verifiable
// only with a verified email and an adult date of birth on the profile: both are set here straight
// in the emulators (the Auth emulator's admin API, a Firestore write), never through the API.

export const PASSWORD = 'Lotus-Kick-88';
export const ADULT_DATE_OF_BIRTH = '1985-06-01';

/** Marks the account's email verified (the Auth emulator's admin API, as a project owner). */
export async function verifyEmail(uid: string): Promise<void> {
  const url = `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  });
  if (!response.ok) throw new Error(`accounts:update failed: ${response.status}`);
}

/** Writes the account's own date of birth into its profile (merged: the rest stays). */
export async function setProfileDateOfBirth(uid: string, dateOfBirth: string): Promise<void> {
  await testDb()
    .collection(COLLECTION_NAMES.users)
    .doc(uid)
    .set({ name: `Guardian ${uid.slice(0, 4)}`, dateOfBirth }, { merge: true });
}

export interface GuardianOptions {
  verified?: boolean;
  /** The profile's date of birth; null leaves none. */
  dateOfBirth?: string | null;
}

/** A signed-in account; by default an identifiable adult (verified email, adult date of birth). */
export async function signUpGuardian(
  email: string,
  { verified = true, dateOfBirth = ADULT_DATE_OF_BIRTH }: GuardianOptions = {},
): Promise<Session> {
  const session = await signUp(email, PASSWORD);
  await Promise.all([
    verified ? verifyEmail(session.uid) : undefined,
    dateOfBirth === null ? undefined : setProfileDateOfBirth(session.uid, dateOfBirth),
  ]);
  return session;
}

/** A signed-in coach of `clubId` (the custom claim, then a fresh token that carries it). */
export async function signUpCoach(email: string, clubId: string): Promise<Session> {
  const session = await signUp(email, PASSWORD);
  await testAuth().setCustomUserClaims(session.uid, { coachClubId: clubId });
  return signIn(email, PASSWORD);
}

/** YYYY-MM-DD, `years` before today in Kolkata, on a safe day of the year (15 June). */
export function bornYearsAgo(years: number): string {
  return `${Number(kolkataDay(0).slice(0, 4)) - years}-06-15`;
}

export const currentConsent = () => ({ accepted: true, noticeVersion: PRIVACY_NOTICE_VERSION });

/** A child of about ten, with the guardian's consent to the notice in force. */
export function childForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    fullName: 'Aarav Patil',
    dateOfBirth: bornYearsAgo(10),
    gender: 'male',
    clubId: 'pune',
    relationship: 'child',
    consent: currentConsent(),
    ...overrides,
  };
}

/** A JSON request to the API, signed in as `session` when given. */
export function send(
  method: string,
  path: string,
  session: Session | undefined,
  body?: unknown,
): Promise<Response> {
  return api(path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(session ? bearer(session.idToken) : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export const postAthlete = (session: Session | undefined, body: unknown) =>
  send('POST', '/api/athletes', session, body);

/** Creates an athlete through the API and answers its id (fails the test otherwise). */
export async function createAthleteAs(
  session: Session,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; membershipNumber: string }> {
  const response = await postAthlete(session, childForm(overrides));
  if (response.status !== 201) {
    throw new Error(`POST /api/athletes: ${response.status} ${await response.text()}`);
  }
  const { data } = (await response.json()) as { data: { id: string; membershipNumber: string } };
  return data;
}

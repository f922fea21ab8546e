import { getAuth, type Auth } from 'firebase-admin/auth';
import { testApp } from './admin-app';
import { projectId } from './stack';

// The Auth emulator's REST API, used the way the browser's Firebase SDK uses it, to make accounts and
// ID tokens for the API under test, and its emulator-only endpoints to reset state and read reset
// codes. Any API key works against the emulator.

export const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const toolkit = `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1`;
const emulatorAdmin = `http://${authEmulatorHost}/emulator/v1/projects/${projectId}`;
const API_KEY = 'demo-api-key';

export function testAuth(): Auth {
  return getAuth(testApp());
}

export interface Session {
  uid: string;
  idToken: string;
  refreshToken: string;
}

async function toolkitCall(method: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${toolkit}/${method}?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) {
    const error = json.error as { message?: string } | undefined;
    throw new Error(`${method}: ${error?.message ?? response.status}`);
  }
  return json;
}

function toSession(json: Record<string, unknown>): Session {
  return {
    uid: String(json.localId),
    idToken: String(json.idToken),
    refreshToken: String(json.refreshToken),
  };
}

/** Deletes every account (the emulator-only reset endpoint). */
export async function resetAuth(): Promise<void> {
  const response = await fetch(`${emulatorAdmin}/accounts`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`Auth reset failed: ${response.status}`);
}

/** A new email+password account straight in Auth (no profile), signed in. */
export async function signUp(email: string, password: string): Promise<Session> {
  return toSession(
    await toolkitCall('accounts:signUp', { email, password, returnSecureToken: true }),
  );
}

export async function signIn(email: string, password: string): Promise<Session> {
  return toSession(
    await toolkitCall('accounts:signInWithPassword', { email, password, returnSecureToken: true }),
  );
}

/** Whether Auth accepts this password for this address (what a member's next sign-in would do). */
export async function canSignIn(email: string, password: string): Promise<boolean> {
  return signIn(email, password).then(
    () => true,
    () => false,
  );
}

export interface GoogleProfile {
  sub: string;
  email: string;
  name?: string;
  picture?: string;
}

/** Signs in with a fake Google credential, as the emulator's account chooser would. */
export async function signInWithGoogle(profile: GoogleProfile): Promise<Session> {
  const idToken = JSON.stringify({ ...profile, email_verified: true });
  return toSession(
    await toolkitCall('accounts:signInWithIdp', {
      postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnIdpCredential: true,
      returnSecureToken: true,
    }),
  );
}

/** How many accounts Auth holds. */
export async function countAccounts(): Promise<number> {
  return (await testAuth().listUsers(1000)).users.length;
}

export interface OobCode {
  email: string;
  oobCode: string;
  requestType: string;
}

/** Action codes the emulator has issued and not yet used (emulator-only endpoint). */
export async function listOobCodes(): Promise<OobCode[]> {
  const response = await fetch(`${emulatorAdmin}/oobCodes`);
  const json = (await response.json()) as { oobCodes: OobCode[] };
  return json.oobCodes;
}

/** The code of the reset link most recently generated for `email`. */
export async function latestResetCode(email: string): Promise<string> {
  const codes = (await listOobCodes()).filter(
    (code) => code.email === email && code.requestType === 'PASSWORD_RESET',
  );
  const code = codes.at(-1)?.oobCode;
  if (!code) throw new Error(`No reset code for ${email}`);
  return code;
}

function decodePart(part: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

function encodePart(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/**
 * The same token with some claims replaced. Emulator ID tokens are unsigned JWTs (alg "none"), so
 * this is exactly what an emulator token with those claims looks like.
 */
export function withClaims(idToken: string, claims: Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  return `${header}.${encodePart({ ...decodePart(payload), ...claims })}.`;
}

/** The same token as issued two hours ago: expired an hour ago. */
export function expiredCopy(idToken: string): string {
  const now = Math.floor(Date.now() / 1000);
  return withClaims(idToken, { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 });
}

/** A bearer header for fetch. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** JSON request init for fetch. */
export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}) {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  };
}

/**
 * Resolves once the clock has passed the second in which `idToken` was issued. Revocation works in
 * whole seconds (a token whose auth_time is the revocation's own second survives it), so a test
 * that revokes a session waits for this condition, not for a fixed time.
 */
export async function afterTokenSecond(idToken: string): Promise<void> {
  const { iat, auth_time: authTime } = decodePart(idToken.split('.')[1]);
  const issued = Math.max(Number(iat), Number(authTime));
  if (!Number.isFinite(issued)) throw new Error('The ID token has no iat/auth_time claims');
  while (Math.floor(Date.now() / 1000) <= issued) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

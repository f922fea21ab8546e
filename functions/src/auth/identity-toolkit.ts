import { z } from 'zod';
import { AuthServiceUnavailableError } from './admin-auth';
import {
  classifyToolkitError,
  toolkitErrorCode,
  type ToolkitFailure,
} from './identity-toolkit-errors';

// The few things the Admin SDK cannot do, done over Identity Toolkit's REST API with the web API key,
// exactly as the Firebase client SDK would: check a password, and check or apply a reset code.

/** A healthy call takes well under a second; past this the member hears "unavailable". */
const TIMEOUT_MS = 8_000;

export type ToolkitResult<T> = { ok: true; value: T } | { ok: false; failure: ToolkitFailure };

function baseUrl(): string {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  return emulator
    ? `http://${emulator}/identitytoolkit.googleapis.com/v1`
    : 'https://identitytoolkit.googleapis.com/v1';
}

function apiKey(): string {
  const key = process.env.WEB_API_KEY;
  // A deployment without the key cannot sign anyone in: an outage, reported loudly in the logs.
  if (!key) throw new AuthServiceUnavailableError('WEB_API_KEY is not configured');
  return key;
}

async function call<T>(
  method: string,
  body: Record<string, unknown>,
  answer: z.ZodType<T>,
): Promise<ToolkitResult<T>> {
  const url = `${baseUrl()}/${method}?key=${encodeURIComponent(apiKey())}`;
  let status: number;
  let payload: unknown;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    status = response.status;
    payload = await response.json();
  } catch (error) {
    // Refused connection, DNS failure, timeout, or a body that is not JSON (a proxy's error page).
    throw new AuthServiceUnavailableError(`Identity Toolkit ${method}: no usable answer`, {
      cause: error,
    });
  }
  if (status >= 200 && status < 300) {
    const parsed = answer.safeParse(payload);
    if (parsed.success) return { ok: true, value: parsed.data };
    throw new AuthServiceUnavailableError(`Identity Toolkit ${method}: unexpected answer shape`);
  }
  const code = toolkitErrorCode(payload);
  const failure = classifyToolkitError(code);
  if (failure) return { ok: false, failure };
  throw new AuthServiceUnavailableError(
    `Identity Toolkit ${method} failed: ${status} ${code ?? 'without an error code'}`,
  );
}

// An account with multi-factor sign-in gets no idToken here; none exists on this site, and such an
// answer fails the shape check (reported as unavailable) rather than passing as a sign-in.
const signInAnswer = z.object({
  idToken: z.string().min(1),
  refreshToken: z.string().min(1),
  localId: z.string().min(1),
});
export type PasswordSignIn = z.infer<typeof signInAnswer>;

const resetAnswer = z.object({
  email: z.string().optional(),
  requestType: z.string().optional(),
});

/** accounts:signInWithPassword: fresh tokens for the account, or why not. */
export function signInWithPassword(
  email: string,
  password: string,
): Promise<ToolkitResult<PasswordSignIn>> {
  return call(
    'accounts:signInWithPassword',
    { email, password, returnSecureToken: true },
    signInAnswer,
  );
}

/** accounts:resetPassword with only the code: whose reset link is this, without using it up. */
export async function checkResetCode(oobCode: string): Promise<ToolkitResult<{ email: string }>> {
  const result = await call('accounts:resetPassword', { oobCode }, resetAnswer);
  if (!result.ok) return result;
  const { email, requestType } = result.value;
  // Other action codes (verify email, email sign-in…) are not reset links, whatever they say.
  if (requestType !== 'PASSWORD_RESET' || !email) return { ok: false, failure: 'invalid-oob-code' };
  return { ok: true, value: { email } };
}

/** accounts:resetPassword with the new password: sets it and uses the code up. */
export async function applyResetCode(
  oobCode: string,
  newPassword: string,
): Promise<ToolkitResult<{ email: string }>> {
  const result = await call('accounts:resetPassword', { oobCode, newPassword }, resetAnswer);
  if (!result.ok) return result;
  return { ok: true, value: { email: result.value.email ?? '' } };
}

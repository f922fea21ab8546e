import type { LoginInput, RegisterForm } from '@contracts/auth';
import type { User } from '@contracts/user';
import { exchangeGoogleSignIn, registerAccount } from '@/features/auth/api/account-api';
import { updatePassword } from '@/features/auth/api/password-api';
import { AuthUnavailableError, NoGoogleUserError } from '@/features/auth/lib/auth-errors';
import type { AuthUser } from '@/features/auth/lib/firebase-client';
import { type FirebaseClient, loadFirebaseClient } from '@/features/auth/lib/load-firebase-client';
import { connectSession } from '@/features/auth/lib/session-boot';
import type { SessionRuntime } from '@/features/auth/lib/session-runtime';

// What the account screens do. Firebase is loaded here on demand, never by the screens' own code,
// so prerendered sign-in pages hydrate without waiting for the SDK.

async function connected(): Promise<{ session: SessionRuntime; firebase: FirebaseClient }> {
  try {
    const [session, firebase] = await Promise.all([connectSession(), loadFirebaseClient()]);
    return { session, firebase };
  } catch (error) {
    throw new AuthUnavailableError(error);
  }
}

/** Login. Firebase's error codes are turned into words by the form. */
export async function signInWithPassword({ email, password, remember }: LoginInput): Promise<void> {
  const { session, firebase } = await connected();
  await session.runSignIn(() => firebase.signInWithEmail(email, password, remember ?? true));
  session.finishSignIn();
}

/** Register: the server creates the account (role 'user'), then the member is signed in. */
export async function registerAndSignIn(form: RegisterForm): Promise<User> {
  const { name, email, password, phone } = form;
  const user = await registerAccount({
    name,
    email,
    password,
    phone: phone || undefined,
    role: 'user',
  });
  const { session, firebase } = await connected();
  await session.runSignIn(() => firebase.signInWithEmail(email, password, true));
  session.finishSignIn(user);
  return user;
}

function googleIdOf(identity: AuthUser): string {
  return (
    identity.providerData.find((info) => info.providerId === 'google.com')?.uid ?? identity.uid
  );
}

/**
 * Hands the Google identity to the server, which creates or updates the profile. If the server
 * refuses, the member is signed out again: no half-made session without a profile.
 */
async function exchangeWithServer(identity: AuthUser, session: SessionRuntime): Promise<User> {
  try {
    const user = await exchangeGoogleSignIn({
      idToken: await identity.getIdToken(),
      name: identity.displayName?.trim() || 'User',
      email: identity.email ?? '',
      role: 'user',
      googleId: googleIdOf(identity),
      photoURL: identity.photoURL ?? '',
    });
    session.finishSignIn(user);
    return user;
  } catch (error) {
    await session.signOutLocally();
    throw error;
  }
}

/** Google sign-in with a popup; a blocked popup surfaces as Firebase's error code. */
export async function signInWithGoogle(): Promise<User> {
  const connection = await connected();
  return connection.session.runSignIn(async () => {
    const identity = await connection.firebase.signInWithGooglePopup();
    if (!identity) throw new NoGoogleUserError();
    return exchangeWithServer(identity, connection.session);
  });
}

/** The redirect fallback: leaves for Google and comes back to the callback page. */
export async function startGoogleRedirect(): Promise<void> {
  const { firebase } = await connected();
  await firebase.startGoogleRedirect();
}

export type RedirectOutcome = { kind: 'no-result' } | { kind: 'signed-in'; user: User };

/**
 * On the callback page. Failures of Google's side are 'no-result' (back to /login); failures
 * after it (the SDK, the server) are thrown (back to /register), where the callback shows them.
 */
export async function completeGoogleRedirect(): Promise<RedirectOutcome> {
  const connection = await connected();
  return connection.session.runSignIn(async () => {
    const identity = await connection.firebase.finishGoogleRedirect().catch(() => null);
    if (!identity) return { kind: 'no-result' };
    return { kind: 'signed-in', user: await exchangeWithServer(identity, connection.session) };
  });
}

/**
 * Change password. The server revokes the session on success (its old tokens die), so the member
 * is signed in again at once with the new password and stays signed in.
 */
export async function changePassword(body: {
  currentPassword: string;
  newPassword: string;
}): Promise<string> {
  const message = await updatePassword(body);
  const { session, firebase } = await connected();
  const email = firebase.currentAuthUser()?.email;
  if (email) {
    await session
      .runSignIn(() => firebase.signInWithEmail(email, body.newPassword))
      .catch(() => undefined); // a later 401 sends the member to /login, which is the fallback
  }
  return message;
}

import type { UpdateRequest } from 'firebase-admin/auth';
import { firebaseErrorCode, getAdminAuth } from '../auth/admin-auth';
import type { Caller } from '../auth/caller';
import { authPhoneNumber } from '../auth/register';
import type { ProfileUpdatePayload } from '../contracts/account';
import { authMessages } from '../contracts/auth-messages';
import type { User } from '../contracts/user';
import { unauthorized } from '../http/http-error';
import { ensureProfile, readProfile, updateProfile } from './profile-repository';
import { toApiUser } from './stored-user';

// PUT /api/users/profile: the member corrects their own name, phone and date of birth. The Auth
// account carries the name and phone too (registration put them there); it is kept in step so the
// member's data is the same wherever it is held, and no outdated copy of a phone stays behind.

const PHONE_PROBLEMS = new Set(['auth/invalid-phone-number', 'auth/phone-number-already-exists']);

async function updateAuthAccount(uid: string, request: UpdateRequest): Promise<void> {
  if (Object.keys(request).length === 0) return;
  try {
    await getAdminAuth().updateUser(uid, request);
  } catch (error) {
    const code = firebaseErrorCode(error);
    if (code === 'auth/user-not-found') {
      throw unauthorized('auth/session-expired', authMessages.tokenExpired);
    }
    // A phone Auth refuses (or another account holds) is left out of Auth, as at registration:
    // the old one is removed rather than kept, and the profile keeps what the member typed.
    if (request.phoneNumber && code !== undefined && PHONE_PROBLEMS.has(code)) {
      return updateAuthAccount(uid, { ...request, phoneNumber: null });
    }
    throw error;
  }
}

function authChanges(changes: ProfileUpdatePayload): UpdateRequest {
  const request: UpdateRequest = {};
  if (changes.name !== undefined) request.displayName = changes.name;
  if (changes.phone !== undefined) request.phoneNumber = authPhoneNumber(changes.phone) ?? null;
  return request;
}

export async function editProfile(caller: Caller, changes: ProfileUpdatePayload): Promise<User> {
  // Every account has a profile; one made elsewhere (console, import) gets it now.
  let current = await readProfile(caller.uid);
  if (!current) {
    await ensureProfile(caller.uid, caller);
    current = (await readProfile(caller.uid)) ?? {};
  }
  await updateAuthAccount(caller.uid, authChanges(changes));
  const stored = await updateProfile(caller.uid, current, {
    ...(changes.name !== undefined && { name: changes.name }),
    ...(changes.phone !== undefined && { phone: changes.phone }),
    ...(changes.dateOfBirth !== undefined && { dateOfBirth: changes.dateOfBirth }),
  });
  return toApiUser(caller.uid, stored, caller);
}

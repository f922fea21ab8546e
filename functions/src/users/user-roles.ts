import { Timestamp } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { recordAuditEntry } from '../admin/audit-log';
import { firebaseErrorCode, getAdminAuth } from '../auth/admin-auth';
import type { Caller } from '../auth/caller';
import { championshipMessages } from '../contracts/championship';
import { rolesFromClaims, type RolesPayload, type UserRoles } from '../contracts/roles';
import { COLLECTION_NAMES } from '../db/collections';
import { notFound } from '../http/http-error';

// The office grants and revokes the official and coach roles in the app. They are Auth custom
// claims (never profile fields, so no form can set one); every other claim — admin above all — is
// kept as it is. A change revokes the person's refresh tokens so it takes effect at once, and is
// audited (Auth is not Firestore, so the entry follows the change rather than sharing its batch).

const userNotFound = () => notFound('roles/user-not-found', championshipMessages.userNotFound);

export function toUserRoles(record: UserRecord): UserRoles {
  const roles = rolesFromClaims(record.customClaims ?? {});
  return {
    uid: record.uid,
    email: record.email ?? null,
    name: record.displayName ?? null,
    ...roles,
  };
}

/** "official, coach of pune", or "none": how the activity screen reads a change of roles. */
function describe(roles: { official: boolean; coachClubId: string | null }): string {
  const parts = [
    ...(roles.official ? ['official'] : []),
    ...(roles.coachClubId ? [`coach of ${roles.coachClubId}`] : []),
  ];
  return parts.length > 0 ? parts.join(', ') : 'none';
}

async function readUser(uid: string): Promise<UserRecord> {
  try {
    return await getAdminAuth().getUser(uid);
  } catch (error) {
    const code = firebaseErrorCode(error);
    if (code === 'auth/user-not-found' || code === 'auth/invalid-uid') throw userNotFound();
    throw error;
  }
}

export async function setUserRoles(
  caller: Caller,
  uid: string,
  payload: RolesPayload,
): Promise<UserRoles> {
  if (uid.length === 0 || uid.length > 128) throw userNotFound();
  const record = await readUser(uid);
  const claims: Record<string, unknown> = { ...record.customClaims };
  const before = rolesFromClaims(claims);
  if (payload.official !== undefined) {
    if (payload.official) claims.official = true;
    else delete claims.official;
  }
  if (payload.coachClubId !== undefined) {
    if (payload.coachClubId === null) delete claims.coachClubId;
    else claims.coachClubId = payload.coachClubId;
  }
  const auth = getAdminAuth();
  await auth.setCustomUserClaims(uid, claims);
  await auth.revokeRefreshTokens(uid);
  const after = rolesFromClaims(claims);
  await recordAuditEntry({
    actor: caller,
    action: 'user.roles',
    target: { collection: COLLECTION_NAMES.users, id: uid },
    statusBefore: describe(before),
    statusAfter: describe(after),
    at: Timestamp.now(),
  });
  return { ...toUserRoles(record), ...after };
}

/** Pages of Auth's user list read to find the role holders; an association has a few thousand. */
const MAX_PAGES = 20;

/** One account by email (none or one row), or every account holding official or coach. */
export async function listUserRoles(email: string | undefined): Promise<UserRoles[]> {
  const auth = getAdminAuth();
  if (email !== undefined) {
    try {
      return [toUserRoles(await auth.getUserByEmail(email.toLowerCase()))];
    } catch (error) {
      if (firebaseErrorCode(error) === 'auth/user-not-found') return [];
      throw error;
    }
  }
  const holders: UserRoles[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const result = await auth.listUsers(1000, pageToken);
    for (const record of result.users) {
      const roles = toUserRoles(record);
      if (roles.official || roles.coachClubId !== null) holders.push(roles);
    }
    pageToken = result.pageToken;
    if (!pageToken) break;
  }
  return holders.sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''));
}

import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { StoredAuditEntry } from '../admin/stored-audit-entry';
import { listAthletesGuardedBy } from '../athletes/athlete-repository';
import { eraseAthlete, removeGuardian } from '../athletes/erase-athlete';
import { firebaseErrorCode, getAdminAuth } from '../auth/admin-auth';
import type { Caller } from '../auth/caller';
import type { AccountErasurePayload } from '../contracts/account';
import { athleteMessages } from '../contracts/messages/athlete-messages';
import { COLLECTION_NAMES } from '../db/collections';
import { badRequest } from '../http/http-error';
import { readProfile } from '../users/profile-repository';
import { accountEmail } from './account-email';
import { ERASED_ACCOUNT, memberTraceWrites } from './member-traces';
import { commitWrites, rawCollection } from './raw-documents';

// DELETE /api/users/me: the member erases their account and everything held about them. Each step
// can be repeated, so a failure half way is mended by asking again; the Auth account goes last,
// because once it is gone the member can no longer ask.

/** The audit entry of an erasure: that one happened and when, nothing of who. */
function erasureEntry(at: Timestamp): StoredAuditEntry {
  return {
    action: 'account.erase',
    actorUid: ERASED_ACCOUNT,
    actorEmail: '',
    targetCollection: COLLECTION_NAMES.users,
    targetId: ERASED_ACCOUNT,
    statusBefore: 'active',
    statusAfter: 'erased',
    at,
  };
}

/** Each athlete the member alone guards is erased; one with another guardian stays with them. */
async function releaseAthletes(uid: string): Promise<string[]> {
  const kept: string[] = [];
  for (const { id, data } of await listAthletesGuardedBy(uid)) {
    if (data.guardianUids.some((guardian) => guardian !== uid)) {
      await removeGuardian(id, uid);
      kept.push(id);
    } else {
      await eraseAthlete(id, 'account-erased');
    }
  }
  return kept;
}

async function deleteAuthAccount(uid: string): Promise<void> {
  const auth = getAdminAuth();
  try {
    // Revoking first ends every session at once, even if the deletion below were to fail.
    await auth.revokeRefreshTokens(uid);
    await auth.deleteUser(uid);
  } catch (error) {
    // Gone already (an earlier attempt got this far): the erasure is complete.
    if (firebaseErrorCode(error) !== 'auth/user-not-found') throw error;
  }
}

export async function eraseAccount(caller: Caller, payload: AccountErasurePayload): Promise<void> {
  const email = await accountEmail(caller.uid);
  if (email === '' || payload.confirm.trim().toLowerCase() !== email) {
    const message = athleteMessages.confirmEmailMismatch;
    throw badRequest('account/confirm-mismatch', message, { confirm: message });
  }
  const name = (await readProfile(caller.uid))?.name ?? '';
  const keptAthleteIds = await releaseAthletes(caller.uid);
  const writes = await memberTraceWrites({ uid: caller.uid, email, name }, keptAthleteIds);
  await commitWrites([
    ...writes,
    {
      kind: 'create',
      ref: rawCollection(COLLECTION_NAMES.auditLog).doc(),
      data: erasureEntry(Timestamp.now()),
    },
  ]);
  await deleteAuthAccount(caller.uid);
  logger.info('Account erased at its holder’s request');
}

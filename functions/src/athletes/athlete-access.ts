import { Timestamp } from 'firebase-admin/firestore';
import { recordAuditEntry } from '../admin/audit-log';
import type { Caller } from '../auth/caller';
import type { Athlete, AthleteUpdatePayload } from '../contracts/athlete';
import { collections, COLLECTION_NAMES } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { readAthlete, readGuardedAthlete } from './athlete-repository';
import { athleteNotFound } from './athlete-errors';
import { toApiAthlete, type AthleteViewer, type StoredAthlete } from './stored-athlete';

const DEADLINE_MS = 5_000;

/**
 * How `caller` may see the athlete, if at all: as a guardian, as the office, or as the coach of
 * the athlete's own club (the `coachClubId` claim). Anyone else sees nothing.
 */
export function viewerOf(caller: Caller, athlete: StoredAthlete): AthleteViewer | undefined {
  if (athlete.guardianUids.includes(caller.uid)) return 'guardian';
  if (caller.admin) return 'admin';
  const coachClubId: unknown = caller.claims.coachClubId;
  if (typeof coachClubId === 'string' && coachClubId === athlete.clubId) return 'coach';
  return undefined;
}

/** The office reading a child's record is logged (who, which record, when), like its writes. */
async function logOfficeRead(caller: Caller, athleteId: string): Promise<void> {
  await recordAuditEntry({
    actor: caller,
    action: 'athlete.read',
    target: { collection: COLLECTION_NAMES.athletes, id: athleteId },
    statusBefore: null,
    statusAfter: null,
    at: Timestamp.now(),
  });
}

/**
 * GET /api/athletes/{id}. Anyone without a reason to see the athlete gets the same 404 as for an
 * id that names nothing (never 403), so ids cannot be probed.
 */
export async function readAthleteFor(caller: Caller, id: string): Promise<Athlete> {
  const athlete = await readAthlete(id);
  const viewer = athlete && viewerOf(caller, athlete);
  if (!athlete || !viewer) throw athleteNotFound();
  if (viewer === 'admin') await logOfficeRead(caller, id);
  return toApiAthlete(id, athlete, viewer);
}

/** PUT /api/athletes/{id}: a guardian corrects the name or changes the club. */
export async function updateAthlete(
  caller: Caller,
  id: string,
  changes: AthleteUpdatePayload,
): Promise<Athlete> {
  const athlete = await readGuardedAthlete(id, caller.uid);
  if (!athlete) throw athleteNotFound();
  const update = {
    ...(changes.fullName !== undefined && { fullName: changes.fullName }),
    ...(changes.clubId !== undefined && { clubId: changes.clubId }),
    updatedAt: Timestamp.now(),
  };
  await withDeadline(collections.athletes().doc(id).update(update), DEADLINE_MS, 'Update athlete');
  return toApiAthlete(id, { ...athlete, ...update });
}

import type { Caller } from '../auth/caller';
import { rolesOf } from '../auth/roles';
import type { StoredAthlete } from '../athletes/stored-athlete';
import { athleteNotFound } from '../athletes/athlete-errors';
import { otherClub } from './championship-errors';

// Who may enter an athlete: a guardian, the coach of the athlete's own club, or the office. A coach
// of another club hears 403 (they know the athlete is not theirs to enter); anyone else hears the
// same 404 as for an athlete that does not exist, so ids cannot be probed.

export type EntryActor = 'guardian' | 'coach' | 'office';

export function entryActorFor(caller: Caller, athlete: StoredAthlete): EntryActor {
  if (athlete.guardianUids.includes(caller.uid)) return 'guardian';
  const { coachClubId } = rolesOf(caller);
  if (coachClubId !== null && coachClubId === athlete.clubId) return 'coach';
  if (caller.admin) return 'office';
  if (coachClubId !== null) throw otherClub();
  throw athleteNotFound();
}

import { createHash, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { bracketsResponseSchema } from '../../src/contracts/bracket';
import { entryId } from '../../src/championships/stored-entry';
import { COLLECTION_NAMES } from '../../src/db/collections';
import { send } from './athlete-fixtures';
import type { Session } from './auth-emulator';
import { YEAR } from './championship-fixtures';
import { testDb } from './firestore-fixtures';
import { api } from './stack';

// Championship entries written straight into the emulator, many at a time (the entry API is tested
// elsewhere), and the draw's requests. Entries are cadet males (13 by the competition year).

export const CADET_45 = 'kyorugi-cadet-male-45kg';

export interface EntrySpec {
  name: string;
  clubId: string;
  status?: string;
  divisionId?: string;
}

/** Writes the entries (batches of 400) and answers their ids, in the order given. */
export async function putEntries(eventId: string, specs: readonly EntrySpec[]): Promise<string[]> {
  const db = testDb();
  const now = Timestamp.now();
  const ids: string[] = [];
  for (let start = 0; start < specs.length; start += 400) {
    const batch = db.batch();
    for (const [offset, spec] of specs.slice(start, start + 400).entries()) {
      const athleteId = `athlete-${randomUUID()}`;
      const id = entryId(eventId, athleteId, 'kyorugi');
      ids.push(id);
      batch.set(db.collection(COLLECTION_NAMES.championshipEntries).doc(id), {
        eventId,
        athleteId,
        discipline: 'kyorugi',
        athleteName: spec.name,
        membershipNumber: `MTA-${YEAR}-${String(start + offset).padStart(5, '0')}`,
        clubId: spec.clubId,
        gender: 'male',
        birthYear: YEAR - 13,
        currentRank: 'white',
        divisionId: spec.divisionId ?? CADET_45,
        declaredWeightKg: 44,
        weighedKg: null,
        proposedDivisionId: null,
        status: spec.status ?? 'entered',
        enteredByUid: 'guardian-uid',
        enteredAs: 'guardian',
        createdAt: now,
        updatedAt: now,
      });
    }
    await batch.commit();
  }
  return ids;
}

/** SHA-256 hex of the ids sorted ascending and joined with "\n", computed here independently. */
export const hashOf = (ids: readonly string[]) =>
  createHash('sha256')
    .update([...ids].sort().join('\n'))
    .digest('hex');

export const draw = (session: Session | undefined, eventId: string, body: unknown = {}) =>
  send('POST', `/api/admin/events/${eventId}/draw`, session, body);

export const score = (
  session: Session | undefined,
  eventId: string,
  matchId: string,
  body: unknown,
) => send('PUT', `/api/admin/events/${eventId}/matches/${matchId}`, session, body);

export async function brackets(eventId: string) {
  const response = await api(`/api/events/${eventId}/brackets`);
  if (response.status !== 200) {
    throw new Error(`brackets: ${response.status} ${await response.text()}`);
  }
  return bracketsResponseSchema.parse(await response.json()).data;
}

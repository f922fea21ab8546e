import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  officeEntriesResponseSchema,
  publicEntryListResponseSchema,
  weighInResponseSchema,
} from '../src/contracts/championship';
import { COLLECTION_NAMES } from '../src/db/collections';
import { send, signUpCoach, signUpGuardian } from './support/athlete-fixtures';
import { resetAuth, type Session } from './support/auth-emulator';
import {
  athleteAged,
  auditOf,
  enterOk,
  openChampionship,
  putTournament,
  signUpOfficial,
} from './support/championship-fixtures';
import { listDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// The weigh-in desk: a weight inside the division passes; any other waits for an official's
// decision and moves nobody by itself. And the office's view of the entries, and its CSV.

const EVENT = 'state-2026';
let admin: Session;
let official: Session;
let guardian: Session;
let coach: Session;
let entry: { id: string; divisionId: string };

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [admin, official, guardian, coach] = await Promise.all([
    signUpAdmin('office@example.com'),
    signUpOfficial('referee@example.com'),
    signUpGuardian('asha@example.com'),
    signUpCoach('coach@example.com', 'pune'),
  ]);
  await putTournament(EVENT);
  await openChampionship(admin, EVENT);
  const child = await athleteAged(guardian, 13, { fullName: 'Aarav Patil', clubId: 'pune' });
  entry = await enterOk(guardian, EVENT, {
    athleteId: child.id,
    discipline: 'kyorugi',
    declaredWeightKg: 44,
  });
});

const weigh = (session: Session | undefined, weightKg: unknown, id = entry.id) =>
  send('POST', `/api/admin/events/${EVENT}/entries/${id}/weigh-in`, session, { weightKg });
const decide = (session: Session | undefined, action: unknown, id = entry.id) =>
  send('POST', `/api/admin/events/${EVENT}/entries/${id}/decision`, session, { action });
const publicList = async () =>
  publicEntryListResponseSchema.parse(await (await api(`/api/events/${EVENT}/entries`)).json())
    .data;

describe('POST …/weigh-in', () => {
  it('passes a weight inside the division (up to the limit itself), audited', async () => {
    const response = await weigh(official, 45);
    expect(response.status).toBe(200);
    expect(weighInResponseSchema.parse(await response.json()).data).toEqual({
      status: 'weighed-in',
      id: entry.id,
      weightKg: 45,
      divisionId: 'kyorugi-cadet-male-45kg',
    });
    expect(await auditOf('entry.weigh-in')).toEqual([
      expect.objectContaining({
        actorUid: official.uid,
        statusBefore: 'entered',
        statusAfter: 'weighed-in at 45 kg',
      }),
    ]);
  });

  it('never moves anyone by itself: out of the division → needs-decision, division unchanged', async () => {
    const response = await weigh(official, 45.1);
    expect(response.status).toBe(200);
    expect(weighInResponseSchema.parse(await response.json()).data).toMatchObject({
      status: 'needs-decision',
      divisionId: 'kyorugi-cadet-male-45kg',
      proposedDivisionId: 'kyorugi-cadet-male-49kg',
      proposedDivisionName: 'Cadet Male −49 kg',
    });
    expect(await publicList()).toEqual([
      expect.objectContaining({ divisionId: 'kyorugi-cadet-male-45kg', status: 'needs-decision' }),
    ]);
  });

  it('moves the athlete only when an official decides so, audited', async () => {
    await weigh(admin, 40.5);
    const moved = await decide(official, 'move');
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({
      data: {
        status: 'weighed-in',
        divisionId: 'kyorugi-cadet-male-41kg',
        divisionName: 'Cadet Male −41 kg',
      },
    });
    expect(await publicList()).toEqual([
      expect.objectContaining({ divisionId: 'kyorugi-cadet-male-41kg', status: 'weighed-in' }),
    ]);
    expect(await auditOf('entry.move')).toEqual([
      expect.objectContaining({
        actorUid: official.uid,
        statusBefore: 'needs-decision in kyorugi-cadet-male-45kg',
        statusAfter: 'weighed-in in kyorugi-cadet-male-41kg',
      }),
    ]);
    // Decided, there is nothing left to decide.
    expect((await decide(official, 'disqualify')).status).toBe(409);
  });

  it('disqualifies in the division, audited; a disqualified entry is not weighed again', async () => {
    await weigh(official, 60);
    const response = await decide(official, 'disqualify');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      data: { status: 'disqualified', divisionId: 'kyorugi-cadet-male-45kg' },
    });
    expect(await auditOf('entry.disqualify')).toHaveLength(1);
    const again = await weigh(official, 44);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'entry/not-weighable' });
  });

  it.each([
    ['under 15 kg', 14.9],
    ['over 200 kg', 200.5],
    ['text', '44'],
    ['no number', null],
  ])('refuses a weight %s (400), storing nothing', async (_, weightKg) => {
    const response = await weigh(official, weightKg);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { weightKg: expect.any(String) } });
    expect(await auditOf('entry.weigh-in')).toEqual([]);
  });

  it('refuses a withdrawn entry (409) and a poomsae entry (409)', async () => {
    await send('DELETE', `/api/events/${EVENT}/entries/${entry.id}`, guardian);
    const withdrawn = await weigh(official, 44);
    expect(withdrawn.status).toBe(409);
    expect(await withdrawn.json()).toMatchObject({ code: 'entry/withdrawn' });
    const child = await athleteAged(guardian, 20, {
      fullName: 'Kiran Patil',
      relationship: 'ward',
    });
    const forms = await enterOk(guardian, EVENT, { athleteId: child.id, discipline: 'poomsae' });
    expect((await weigh(official, 60, forms.id)).status).toBe(409);
  });

  it('is for officials and the office: 403 for a member or a coach, 404 for an unknown entry', async () => {
    expect((await weigh(guardian, 44)).status).toBe(403);
    expect((await weigh(coach, 44)).status).toBe(403);
    expect((await decide(coach, 'move')).status).toBe(403);
    expect((await weigh(undefined, 44)).status).toBe(401);
    expect((await weigh(official, 44, 'no-such-entry')).status).toBe(404);
    expect((await decide(official, 'promote')).status).toBe(400);
    expect((await decide(official, 'move')).status).toBe(409);
    expect(await auditOf('entry.weigh-in')).toEqual([]);
  });
});

describe("the office's view and CSV", () => {
  it('counts entries per division and per club, for officials and the office', async () => {
    const other = await athleteAged(guardian, 13, { fullName: 'Om Jadhav', clubId: 'nashik' });
    await enterOk(guardian, EVENT, {
      athleteId: other.id,
      discipline: 'kyorugi',
      declaredWeightKg: 44.9,
    });
    const response = await send('GET', `/api/admin/events/${EVENT}/entries`, official);
    expect(response.status).toBe(200);
    const { data } = officeEntriesResponseSchema.parse(await response.json());
    expect(data.entries.map((e) => e.athleteName)).toEqual(['Aarav Patil', 'Om Jadhav']);
    expect(data.entries[0]).toMatchObject({ membershipNumber: expect.stringMatching(/^MTA-/) });
    expect(data.byDivision).toEqual([
      { divisionId: 'kyorugi-cadet-male-45kg', divisionName: 'Cadet Male −45 kg', count: 2 },
    ]);
    expect(data.byClub).toEqual([
      { clubId: 'pune', clubName: 'Pune', count: 1 },
      { clubId: 'nashik', clubName: 'Nashik', count: 1 },
    ]);
    expect((await send('GET', `/api/admin/events/${EVENT}/entries`, coach)).status).toBe(403);
  });

  it('downloads the entry list with formulas neutralised, audited; office only', async () => {
    const tricky = await athleteAged(guardian, 13, {
      fullName: '=HYPERLINK("http://x")',
      clubId: 'pune',
    });
    await enterOk(guardian, EVENT, {
      athleteId: tricky.id,
      discipline: 'kyorugi',
      declaredWeightKg: 30,
    });
    const response = await send('GET', `/api/admin/events/${EVENT}/entries.csv`, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain('Aarav Patil');
    expect(csv).not.toContain('-03-01');
    expect(await auditOf('entry.export')).toEqual([
      expect.objectContaining({ actorUid: admin.uid, statusAfter: '2 exported' }),
    ]);
    expect((await send('GET', `/api/admin/events/${EVENT}/entries.csv`, official)).status).toBe(
      403,
    );
  });
});

describe("the member's rights", () => {
  it('exports the entries of the athletes a member guards, and erases them with the athlete', async () => {
    const exported = await send('GET', '/api/users/me/export', guardian);
    expect(exported.status).toBe(200);
    const file = (await exported.json()) as { championshipEntries: Array<{ id: string }> };
    expect(file.championshipEntries).toEqual([
      expect.objectContaining({ id: entry.id, divisionId: 'kyorugi-cadet-male-45kg' }),
    ]);
    const [athlete] = await listDocuments(COLLECTION_NAMES.athletes);
    expect((await send('DELETE', `/api/athletes/${athlete?.id ?? ''}`, guardian)).status).toBe(200);
    expect(await listDocuments(COLLECTION_NAMES.championshipEntries)).toEqual([]);
  });
  it("keeps a coach's entries when the coach's account is erased, without who made them", async () => {
    const child = await athleteAged(guardian, 14, { fullName: 'Sara Patil', clubId: 'pune' });
    const made = await enterOk(coach, EVENT, { athleteId: child.id, discipline: 'poomsae' });
    const exported = await send('GET', '/api/users/me/export', coach);
    const file = (await exported.json()) as { championshipEntries: Array<{ id: string }> };
    expect(file.championshipEntries.map((e) => e.id)).toEqual([made.id]);
    const erased = await send('DELETE', '/api/users/me', coach, { confirm: 'coach@example.com' });
    expect(erased.status).toBe(200);
    const entries = await listDocuments(COLLECTION_NAMES.championshipEntries);
    const kept = entries.find(({ id }) => id === made.id);
    expect(kept?.data.enteredByUid).toBe('erased account');
    expect(JSON.stringify(entries)).not.toContain(coach.uid);
  });
});

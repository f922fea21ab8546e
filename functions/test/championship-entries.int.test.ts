import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  coachAthleteListResponseSchema,
  divisionListResponseSchema,
  entryCreatedResponseSchema,
  myEntryListResponseSchema,
  publicEntryListResponseSchema,
} from '../src/contracts/championship';
import { COLLECTION_NAMES } from '../src/db/collections';
import { send, signUpCoach, signUpGuardian } from './support/athlete-fixtures';
import { resetAuth, type Session } from './support/auth-emulator';
import {
  YEAR,
  athleteAged,
  auditOf,
  enter,
  enterOk,
  openChampionship,
  putTournament,
} from './support/championship-fixtures';
import {
  countDocuments,
  kolkataDay,
  listDocuments,
  resetFirestore,
  testDb,
} from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// Entries: a guardian enters their own child, a club's coach its athletes; strangers and other
// clubs' coaches cannot; the rules decide the division; the deadline closes entries; the public
// list shows a name and a club and nothing else.

const EVENT = 'state-2026';
let admin: Session;
let guardian: Session;
let stranger: Session;
let puneCoach: Session;
let thaneCoach: Session;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [admin, guardian, stranger, puneCoach, thaneCoach] = await Promise.all([
    signUpAdmin('office@example.com'),
    signUpGuardian('asha@example.com'),
    signUpGuardian('stranger@example.com'),
    signUpCoach('pune.coach@example.com', 'pune'),
    signUpCoach('thane.coach@example.com', 'thane'),
  ]);
  await putTournament(EVENT);
  expect((await openChampionship(admin, EVENT)).status).toBe(200);
});

const cadet = (overrides: Record<string, unknown> = {}) =>
  athleteAged(guardian, 13, { fullName: 'Aarav Patil', clubId: 'pune', ...overrides });

describe('POST /api/events/{id}/entries', () => {
  it('lets a guardian enter their child, placed by the rules (201)', async () => {
    const child = await cadet();
    const response = await enter(guardian, EVENT, {
      athleteId: child.id,
      discipline: 'kyorugi',
      declaredWeightKg: 44.5,
    });
    expect(response.status).toBe(201);
    const { data } = entryCreatedResponseSchema.parse(await response.json());
    expect(data).toMatchObject({
      divisionId: 'kyorugi-cadet-male-45kg',
      divisionName: 'Cadet Male −45 kg',
      status: 'entered',
    });
    // A family's own entry is theirs: not in the office's audit trail, and no mail to themselves.
    expect(await auditOf('entry.create')).toEqual([]);
    expect(await countDocuments(COLLECTION_NAMES.mail)).toBe(0);
  });

  it("lets the club's coach enter, audits it and tells the guardians by mail", async () => {
    const child = await cadet();
    const entry = await enterOk(puneCoach, EVENT, { athleteId: child.id, discipline: 'poomsae' });
    expect(entry.divisionId).toBe('poomsae-cadet-male-colour-junior');
    expect(await auditOf('entry.create')).toEqual([
      expect.objectContaining({
        actorUid: puneCoach.uid,
        targetId: entry.id,
        statusAfter: 'entered',
      }),
    ]);
    const mail = await listDocuments(COLLECTION_NAMES.mail);
    expect(mail).toHaveLength(1);
    const message = mail[0]?.data.message as { subject: string; text: string };
    expect(mail[0]?.data.to).toBe('asha@example.com');
    expect(message.text).toContain("Aarav Patil has been entered by your child's club coach");
    expect(message.text).toContain('Poomsae Cadet Male, Colour belts, white to green');
    expect(message.text).toContain('स्पर्धेच्या पानावर');
  });

  it("answers 404 to a stranger and 403 to another club's coach, storing nothing", async () => {
    const child = await cadet();
    const body = { athleteId: child.id, discipline: 'poomsae' };
    const strangers = await enter(stranger, EVENT, body);
    expect(strangers.status).toBe(404);
    expect(await strangers.json()).toMatchObject({ code: 'athlete/not-found' });
    const otherCoach = await enter(thaneCoach, EVENT, body);
    expect(otherCoach.status).toBe(403);
    expect(await otherCoach.json()).toMatchObject({ code: 'entry/other-club' });
    expect((await enter(undefined, EVENT, body)).status).toBe(401);
    expect((await enter(guardian, EVENT, { ...body, athleteId: 'no-such-athlete' })).status).toBe(
      404,
    );
    expect(await countDocuments(COLLECTION_NAMES.championshipEntries)).toBe(0);
  });

  it('refuses the same athlete twice in one discipline (409), not in the other', async () => {
    const child = await cadet();
    await enterOk(guardian, EVENT, { athleteId: child.id, discipline: 'poomsae' });
    const again = await enter(puneCoach, EVENT, { athleteId: child.id, discipline: 'poomsae' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'entry/duplicate' });
    await enterOk(guardian, EVENT, {
      athleteId: child.id,
      discipline: 'kyorugi',
      declaredWeightKg: 50,
    });
    expect(await countDocuments(COLLECTION_NAMES.championshipEntries)).toBe(2);
    // The coach's refused attempt left no audit entry and no mail behind.
    expect(await auditOf('entry.create')).toEqual([]);
    expect(await countDocuments(COLLECTION_NAMES.mail)).toBe(0);
  });

  it('refuses an ineligible athlete with the reason in plain words (400), storing nothing', async () => {
    const young = await athleteAged(guardian, 10, { fullName: 'Tiny Patil' });
    const response = await enter(guardian, EVENT, { athleteId: young.id, discipline: 'poomsae' });
    expect(response.status).toBe(400);
    const reason = `Too young for Cadet in ${YEAR}: must be born ${YEAR - 14}-${YEAR - 12}`;
    expect(await response.json()).toMatchObject({
      code: 'entry/not-eligible',
      message: reason,
      errors: { athleteId: reason },
    });
    expect(await countDocuments(COLLECTION_NAMES.championshipEntries)).toBe(0);
  });

  it.each([
    [
      'kyorugi without a weight',
      { discipline: 'kyorugi' },
      'declaredWeightKg',
      'entry/not-eligible',
    ],
    [
      'a weight under 15 kg',
      { discipline: 'kyorugi', declaredWeightKg: 9 },
      'declaredWeightKg',
      'validation/invalid',
    ],
    [
      'a weight over 200 kg',
      { discipline: 'kyorugi', declaredWeightKg: 250 },
      'declaredWeightKg',
      'validation/invalid',
    ],
    [
      'a weight to the gram',
      { discipline: 'kyorugi', declaredWeightKg: 44.123 },
      'declaredWeightKg',
      'validation/invalid',
    ],
    [
      'a weight as text',
      { discipline: 'kyorugi', declaredWeightKg: '44' },
      'declaredWeightKg',
      'validation/invalid',
    ],
    ['an unknown discipline', { discipline: 'kata' }, 'discipline', 'validation/invalid'],
    ['no athlete', { athleteId: '', discipline: 'poomsae' }, 'athleteId', 'validation/invalid'],
    ['an unknown field', { discipline: 'poomsae', note: 'x' }, '', 'validation/invalid'],
  ])('refuses %s (400)', async (_, override, field, code) => {
    const child = await cadet();
    const response = await enter(guardian, EVENT, { athleteId: child.id, ...override });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; errors?: Record<string, string> };
    expect(body.code).toBe(code);
    if (field) expect(Object.keys(body.errors ?? {})).toContain(field);
    expect(await countDocuments(COLLECTION_NAMES.championshipEntries)).toBe(0);
  });

  it('refuses a discipline the championship does not hold', async () => {
    await putTournament('poomsae-only');
    await openChampionship(admin, 'poomsae-only', { disciplines: ['poomsae'] });
    const child = await cadet();
    const response = await enter(guardian, 'poomsae-only', {
      athleteId: child.id,
      discipline: 'kyorugi',
      declaredWeightKg: 40,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { discipline: expect.any(String) } });
  });

  it('is closed after the deadline (409 entries-closed), and 404 for an event not open', async () => {
    await putTournament('closed', 5);
    await openChampionship(admin, 'closed', { entryDeadline: kolkataDay(-1) });
    const child = await cadet();
    const response = await enter(guardian, 'closed', {
      athleteId: child.id,
      discipline: 'poomsae',
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'entries-closed' });
    await putTournament('not-open');
    const notOpen = await enter(guardian, 'not-open', {
      athleteId: child.id,
      discipline: 'poomsae',
    });
    expect(notOpen.status).toBe(404);
    expect(await countDocuments(COLLECTION_NAMES.championshipEntries)).toBe(0);
  });
});

describe('GET /api/events/{id}/entries and the counts', () => {
  it('shows name and club only, cached like the events list, and counts per division', async () => {
    const child = await cadet();
    await enterOk(guardian, EVENT, {
      athleteId: child.id,
      discipline: 'kyorugi',
      declaredWeightKg: 40,
    });
    const response = await api(`/api/events/${EVENT}/entries`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    const raw = await response.text();
    const { data } = publicEntryListResponseSchema.parse(JSON.parse(raw));
    expect(data).toEqual([
      {
        id: expect.any(String),
        athleteName: 'Aarav Patil',
        clubId: 'pune',
        clubName: 'Pune',
        discipline: 'kyorugi',
        divisionId: 'kyorugi-cadet-male-41kg',
        divisionName: 'Cadet Male −41 kg',
        status: 'entered',
      },
    ]);
    for (const secret of [
      `${YEAR - 13}-03-01`,
      child.id,
      child.membershipNumber,
      'asha@',
      guardian.uid,
    ]) {
      expect(raw).not.toContain(secret);
    }
    const divisions = divisionListResponseSchema.parse(
      await (await api(`/api/events/${EVENT}/divisions`)).json(),
    ).data;
    expect(divisions.find((d) => d.id === 'kyorugi-cadet-male-41kg')?.entryCount).toBe(1);
    expect(divisions.filter((d) => d.entryCount > 0)).toHaveLength(1);
  });
});

describe('DELETE /api/events/{id}/entries/{entryId}', () => {
  it("lets a guardian withdraw a coach's entry of their child, once, before the deadline", async () => {
    const child = await cadet();
    const entry = await enterOk(puneCoach, EVENT, { athleteId: child.id, discipline: 'poomsae' });
    const path = `/api/events/${EVENT}/entries/${entry.id}`;
    expect((await send('DELETE', path, stranger)).status).toBe(404);
    expect((await send('DELETE', path, thaneCoach)).status).toBe(404);
    const response = await send('DELETE', path, guardian);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ data: { id: entry.id, status: 'withdrawn' } });
    expect((await send('DELETE', path, guardian)).status).toBe(200);
    const list = publicEntryListResponseSchema.parse(
      await (await api(`/api/events/${EVENT}/entries`)).json(),
    );
    expect(list.data).toEqual([]);
    // Withdrawn, the athlete may be entered again.
    await enterOk(guardian, EVENT, { athleteId: child.id, discipline: 'poomsae' });
    expect(await auditOf('entry.withdraw')).toEqual([]);
  });

  it('lets the coach who entered withdraw, audited', async () => {
    const child = await cadet();
    const entry = await enterOk(puneCoach, EVENT, { athleteId: child.id, discipline: 'poomsae' });
    const response = await send('DELETE', `/api/events/${EVENT}/entries/${entry.id}`, puneCoach);
    expect(response.status).toBe(200);
    expect(await auditOf('entry.withdraw')).toEqual([
      expect.objectContaining({
        actorUid: puneCoach.uid,
        statusBefore: 'entered',
        statusAfter: 'withdrawn',
      }),
    ]);
  });

  it('refuses a withdrawal after the deadline (409)', async () => {
    const child = await cadet();
    const entry = await enterOk(guardian, EVENT, { athleteId: child.id, discipline: 'poomsae' });
    await testDb()
      .collection(COLLECTION_NAMES.championships)
      .doc(EVENT)
      .update({ entryDeadline: kolkataDay(-1) });
    const response = await send('DELETE', `/api/events/${EVENT}/entries/${entry.id}`, guardian);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'entries-closed' });
  });
});

describe('GET /api/events/{id}/my-entries and GET /api/coach/athletes', () => {
  it("shows a family its child's entries and a coach its club's, with who may withdraw", async () => {
    const child = await cadet();
    const entry = await enterOk(puneCoach, EVENT, { athleteId: child.id, discipline: 'poomsae' });
    const mine = async (session: Session) =>
      myEntryListResponseSchema.parse(
        await (await send('GET', `/api/events/${EVENT}/my-entries`, session)).json(),
      ).data;
    expect(await mine(guardian)).toEqual([
      expect.objectContaining({
        id: entry.id,
        athleteId: child.id,
        enteredBy: 'coach',
        canWithdraw: true,
      }),
    ]);
    expect(await mine(puneCoach)).toEqual([
      expect.objectContaining({ id: entry.id, canWithdraw: true }),
    ]);
    expect(await mine(thaneCoach)).toEqual([]);
    expect(await mine(stranger)).toEqual([]);
  });

  it("lists a coach's club athletes without dates of birth or contacts; 403 for others", async () => {
    await cadet();
    await athleteAged(guardian, 16, { fullName: 'Meera Patil', clubId: 'thane', gender: 'female' });
    const response = await send('GET', '/api/coach/athletes', puneCoach);
    expect(response.status).toBe(200);
    const raw = await response.text();
    expect(coachAthleteListResponseSchema.parse(JSON.parse(raw)).data).toEqual([
      expect.objectContaining({
        fullName: 'Aarav Patil',
        birthYear: YEAR - 13,
        ageCategory: 'cadet',
        poomsaeAgeCategory: 'cadet',
        currentRank: 'white',
      }),
    ]);
    expect(raw).not.toContain(`${YEAR - 13}-03-01`);
    expect(raw).not.toContain('asha@');
    expect((await send('GET', '/api/coach/athletes', guardian)).status).toBe(403);
    expect((await send('GET', '/api/coach/athletes?competitionYear=abc', puneCoach)).status).toBe(
      400,
    );
  });

  it("lets a club's coach read one of its athletes' records, not another club's", async () => {
    const child = await cadet();
    expect((await send('GET', `/api/athletes/${child.id}`, puneCoach)).status).toBe(200);
    expect((await send('GET', `/api/athletes/${child.id}`, thaneCoach)).status).toBe(404);
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  championshipResponseSchema,
  divisionListResponseSchema,
} from '../src/contracts/championship';
import { userRolesListResponseSchema, userRolesResponseSchema } from '../src/contracts/roles';
import { COLLECTION_NAMES } from '../src/db/collections';
import { PASSWORD, send, signUpGuardian } from './support/athlete-fixtures';
import {
  afterTokenSecond,
  resetAuth,
  signIn,
  testAuth,
  type Session,
} from './support/auth-emulator';
import { YEAR, auditOf, openChampionship, putTournament } from './support/championship-fixtures';
import { countDocuments, kolkataDay, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// The office's side before any entry: granting the official and coach roles, opening a tournament
// for entries, and the divisions it then lists.

let admin: Session;
let member: Session;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [admin, member] = await Promise.all([
    signUpAdmin('office@example.com'),
    signUpGuardian('ravi@example.com'),
  ]);
});

const putRoles = (session: Session | undefined, uid: string, body: unknown) =>
  send('PUT', `/api/admin/users/${uid}/roles`, session, body);

describe('PUT /api/admin/users/{uid}/roles', () => {
  it('grants official and coach as claims, ends the old session at once, and is audited', async () => {
    await afterTokenSecond(member.idToken);
    const response = await putRoles(admin, member.uid, { official: true, coachClubId: 'pune' });
    expect(response.status).toBe(200);
    const { data } = userRolesResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ uid: member.uid, official: true, coachClubId: 'pune' });
    const record = await testAuth().getUser(member.uid);
    expect(record.customClaims).toEqual({ official: true, coachClubId: 'pune' });
    // The token from before the change no longer opens anything; a new sign-in carries the roles.
    expect((await send('GET', '/api/auth/me', member)).status).toBe(401);
    const fresh = await signIn('ravi@example.com', PASSWORD);
    expect((await send('GET', '/api/coach/athletes', fresh)).status).toBe(200);
    expect(await auditOf('user.roles')).toEqual([
      expect.objectContaining({
        actorUid: admin.uid,
        targetId: member.uid,
        statusBefore: 'none',
        statusAfter: 'official, coach of pune',
      }),
    ]);
  });

  it('revokes one role and keeps every other claim (admin above all)', async () => {
    await testAuth().setCustomUserClaims(member.uid, {
      admin: true,
      official: true,
      coachClubId: 'thane',
    });
    const response = await putRoles(admin, member.uid, { coachClubId: null });
    expect(response.status).toBe(200);
    expect((await testAuth().getUser(member.uid)).customClaims).toEqual({
      admin: true,
      official: true,
    });
  });

  it.each([
    ['nothing to change', {}],
    ['an unknown club', { coachClubId: 'goa' }],
    ['official as a string', { official: 'yes' }],
    ['an unknown field', { official: true, admin: true }],
  ])('refuses %s with 400 and changes nothing', async (_, body) => {
    const response = await putRoles(admin, member.uid, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'validation/invalid' });
    expect((await testAuth().getUser(member.uid)).customClaims ?? {}).toEqual({});
    expect(await countDocuments(COLLECTION_NAMES.auditLog)).toBe(0);
  });

  it('is 404 for an unknown account, 403 for a member, 401 signed out', async () => {
    expect((await putRoles(admin, 'nobody-here', { official: true })).status).toBe(404);
    expect((await putRoles(member, member.uid, { official: true })).status).toBe(403);
    expect((await putRoles(undefined, member.uid, { official: true })).status).toBe(401);
    expect((await testAuth().getUser(member.uid)).customClaims ?? {}).toEqual({});
  });

  it('lets the office look a person up by email, and list the role holders', async () => {
    await putRoles(admin, member.uid, { official: true });
    const found = await send('GET', '/api/admin/users?email=RAVI%40example.com', admin);
    expect(userRolesListResponseSchema.parse(await found.json()).data).toEqual([
      expect.objectContaining({ uid: member.uid, official: true, coachClubId: null }),
    ]);
    const holders = await send('GET', '/api/admin/users', admin);
    expect(userRolesListResponseSchema.parse(await holders.json()).data.map((u) => u.uid)).toEqual([
      member.uid,
    ]);
    expect((await send('GET', '/api/admin/users?email=nope', admin)).status).toBe(400);
  });
});

describe('PUT /api/admin/events/{id}/championship', () => {
  it('opens a tournament for entries, audited, and answers its settings', async () => {
    await putTournament('state-2026');
    const response = await openChampionship(admin, 'state-2026', { disciplines: ['kyorugi'] });
    expect(response.status).toBe(200);
    const { data } = championshipResponseSchema.parse(await response.json());
    expect(data).toMatchObject({
      eventId: 'state-2026',
      disciplines: ['kyorugi'],
      competitionYear: YEAR,
      entriesOpen: true,
    });
    const read = await api('/api/events/state-2026/championship');
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toContain('public');
    expect(await auditOf('championship.open')).toHaveLength(1);
  });

  it('refuses an event that is not a tournament (409) or does not exist (404)', async () => {
    await putTournament('seminar', 30, { eventType: 'seminar' });
    const seminar = await openChampionship(admin, 'seminar');
    expect(seminar.status).toBe(409);
    expect(await seminar.json()).toMatchObject({ code: 'championship/not-a-tournament' });
    expect((await openChampionship(admin, 'missing')).status).toBe(404);
    expect(await countDocuments(COLLECTION_NAMES.championships)).toBe(0);
  });

  it.each([
    ['no discipline', { disciplines: [] }, 'disciplines'],
    ['an unknown discipline', { disciplines: ['kata'] }, 'disciplines.0'],
    ['a discipline twice', { disciplines: ['kyorugi', 'kyorugi'] }, 'disciplines'],
    ['a year as text', { competitionYear: '2026' }, 'competitionYear'],
    ['a deadline that is no date', { entryDeadline: '31/12/2026' }, 'entryDeadline'],
    ['a deadline after the first day', { entryDeadline: kolkataDay(40) }, 'entryDeadline'],
  ])('refuses %s with 400 and the field', async (_, override, field) => {
    await putTournament('state-2026');
    const response = await send('PUT', '/api/admin/events/state-2026/championship', admin, {
      disciplines: ['kyorugi'],
      entryDeadline: kolkataDay(10),
      competitionYear: YEAR,
      ...override,
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors)).toContain(field);
    expect(await countDocuments(COLLECTION_NAMES.championships)).toBe(0);
  });

  it('is for the office only', async () => {
    await putTournament('state-2026');
    expect((await openChampionship(member, 'state-2026')).status).toBe(403);
    expect(await countDocuments(COLLECTION_NAMES.championships)).toBe(0);
  });
});

describe('GET /api/events/{id}/divisions', () => {
  it('lists the divisions of the offered disciplines, each with its count, cached', async () => {
    await putTournament('state-2026');
    await openChampionship(admin, 'state-2026', { disciplines: ['poomsae'] });
    const response = await api('/api/events/state-2026/divisions');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, s-maxage=300');
    const { data } = divisionListResponseSchema.parse(await response.json());
    expect(data.every((d) => d.discipline === 'poomsae' && d.entryCount === 0)).toBe(true);
    expect(data[0]).toMatchObject({
      id: 'poomsae-cadet-male-colour-junior',
      ageCategory: 'cadet',
      minAge: 12,
      maxAge: 14,
      beltBand: 'colour-junior',
    });
  });

  it('is 404 for an event not open for entries', async () => {
    await putTournament('state-2026');
    const response = await api('/api/events/state-2026/divisions');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'championship/not-found' });
  });
});

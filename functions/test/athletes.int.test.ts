import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  athleteListResponseSchema,
  athleteMessages,
  athleteResponseSchema,
  consentNoticeResponseSchema,
} from '../src/contracts/athlete';
import { PRIVACY_NOTICE_VERSION } from '../src/contracts/privacy-notice';
import { COLLECTION_NAMES } from '../src/db/collections';
import {
  bornYearsAgo,
  childForm,
  createAthleteAs,
  postAthlete,
  send,
  setProfileDateOfBirth,
  signUpCoach,
  signUpGuardian,
} from './support/athlete-fixtures';
import { resetAuth, signUp, type Session } from './support/auth-emulator';
import {
  countDocuments,
  listDocuments,
  resetFirestore,
  testDb,
} from './support/firestore-fixtures';
import { waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// Athletes over HTTP through Hosting: GET/POST /api/athletes, GET/PUT/DELETE /api/athletes/:id.
// Who may see and act on an athlete, the consent a child's record needs, and the account's own
// record. Nothing is stored by a refused request: each refusal checks Firestore.

let guardian: Session;
let stranger: Session;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [guardian, stranger] = await Promise.all([
    signUpGuardian('asha@example.com'),
    signUpGuardian('ravi@example.com'),
  ]);
});

const storedCounts = async () => ({
  athletes: await countDocuments(COLLECTION_NAMES.athletes),
  numbers: await countDocuments(COLLECTION_NAMES.membershipNumbers),
});
const nothingStored = { athletes: 0, numbers: 0 };

describe('signed out', () => {
  it.each([
    ['GET', '/api/athletes'],
    ['POST', '/api/athletes'],
    ['GET', '/api/athletes/some-id'],
    ['PUT', '/api/athletes/some-id'],
    ['DELETE', '/api/athletes/some-id'],
    ['POST', '/api/athletes/some-id/guardians'],
    ['GET', `/api/guardian-invitations/${'a'.repeat(43)}`],
    ['POST', `/api/guardian-invitations/${'a'.repeat(43)}/accept`],
    ['GET', '/api/admin/athletes'],
  ])('%s %s answers 401', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : childForm();
    const response = await send(method, path, undefined, body);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, code: 'auth/not-signed-in' });
  });
});

describe('a guardian adding a child', () => {
  it('stores the child with a membership number, rank white and the consent verified', async () => {
    const response = await postAthlete(guardian, childForm());
    expect(response.status).toBe(201);
    const { data } = athleteResponseSchema.parse(await response.json());
    expect(data).toMatchObject({
      fullName: 'Aarav Patil',
      gender: 'male',
      clubId: 'pune',
      relationship: 'child',
      currentRank: 'white',
      guardianCount: 1,
      consent: {
        noticeVersion: PRIVACY_NOTICE_VERSION,
        method: 'verified-email-and-adult-date-of-birth',
        byUid: guardian.uid,
      },
    });
    expect(data.membershipNumber).toMatch(/^MTA-\d{4}-\d{5}$/);

    const stored = (await testDb().collection(COLLECTION_NAMES.athletes).doc(data.id).get()).data();
    expect(stored).toMatchObject({
      guardianUids: [guardian.uid],
      createdByUid: guardian.uid,
      membershipNumber: data.membershipNumber,
      consent: { byUid: guardian.uid, method: 'verified-email-and-adult-date-of-birth' },
    });
    const reservation = await testDb()
      .collection(COLLECTION_NAMES.membershipNumbers)
      .doc(data.membershipNumber)
      .get();
    expect(reservation.get('athleteId')).toBe(data.id);
  });

  it('lists it for the guardian, and only for them', async () => {
    const { id } = await createAthleteAs(guardian);
    const mine = athleteListResponseSchema.parse(
      await (await send('GET', '/api/athletes', guardian)).json(),
    );
    expect(mine.data.map((athlete) => athlete.id)).toEqual([id]);
    const theirs = athleteListResponseSchema.parse(
      await (await send('GET', '/api/athletes', stranger)).json(),
    );
    expect(theirs.data).toEqual([]);
  });

  it('refuses a child without a consent: 400 on consent, nothing stored', async () => {
    // undefined leaves the field out of the JSON body.
    const withoutConsent = childForm({ consent: undefined });
    const response = await postAthlete(guardian, withoutConsent);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation/invalid',
      errors: { consent: athleteMessages.consentRequired },
    });
    expect(await storedCounts()).toEqual(nothingStored);
  });

  it('refuses a consent to an older notice with its own text', async () => {
    const response = await postAthlete(
      guardian,
      childForm({ consent: { accepted: true, noticeVersion: '2020-01-01' } }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { consent: athleteMessages.consentOutdated },
    });
    expect(await storedCounts()).toEqual(nothingStored);
  });

  it('refuses an unverified guardian: 403 guardian-not-verified, nothing stored', async () => {
    const unverified = await signUpGuardian('new@example.com', { verified: false });
    const response = await postAthlete(unverified, childForm());
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, code: 'guardian-not-verified' });
    expect(await storedCounts()).toEqual(nothingStored);
  });

  it('refuses a guardian without a date of birth on the profile', async () => {
    const noBirthday = await signUpGuardian('nodob@example.com', { dateOfBirth: null });
    const response = await postAthlete(noBirthday, childForm());
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'guardian-not-verified' });
    expect(await storedCounts()).toEqual(nothingStored);
  });

  it('refuses a guardian under 18, and one whose profile date is not a date', async () => {
    const teen = await signUpGuardian('teen@example.com', { dateOfBirth: bornYearsAgo(16) });
    expect((await postAthlete(teen, childForm())).status).toBe(403);
    const odd = await signUpGuardian('odd@example.com', { dateOfBirth: '1985-13-45' });
    expect((await postAthlete(odd, childForm())).status).toBe(403);
    expect(await storedCounts()).toEqual(nothingStored);
  });

  it('needs no consent (and no verification) for an adult ward; a consent sent is not recorded', async () => {
    const unverified = await signUpGuardian('carer@example.com', {
      verified: false,
      dateOfBirth: null,
    });
    const adult = childForm({
      consent: undefined,
      relationship: 'ward',
      dateOfBirth: bornYearsAgo(30),
    });
    const response = await postAthlete(unverified, adult);
    expect(response.status).toBe(201);
    expect(athleteResponseSchema.parse(await response.json()).data.consent).toBe(null);
    const again = await postAthlete(
      guardian,
      childForm({ relationship: 'ward', dateOfBirth: bornYearsAgo(40) }),
    );
    expect(athleteResponseSchema.parse(await again.json()).data.consent).toBe(null);
  });
});

describe('the account holding itself', () => {
  const self = (overrides: Record<string, unknown> = {}) =>
    childForm({
      consent: undefined,
      relationship: 'self',
      dateOfBirth: bornYearsAgo(25),
      ...overrides,
    });

  it('is allowed once for an adult, without a consent; a second time 409', async () => {
    const first = await postAthlete(guardian, self());
    expect(first.status).toBe(201);
    expect(athleteResponseSchema.parse(await first.json()).data).toMatchObject({
      relationship: 'self',
      consent: null,
    });
    const second = await postAthlete(guardian, self({ fullName: 'Asha Again' }));
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: 'athlete/self-exists' });
    expect((await storedCounts()).athletes).toBe(1);
  });

  it('is refused for a minor: 400 guardian-required, nothing stored', async () => {
    const response = await postAthlete(guardian, self({ dateOfBirth: bornYearsAgo(15) }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'guardian-required' });
    expect(await storedCounts()).toEqual(nothingStored);
  });

  it('is refused when the profile says the account is a minor, whatever date is typed', async () => {
    const teen = await signUp('teen@example.com', 'Lotus-Kick-88');
    await setProfileDateOfBirth(teen.uid, bornYearsAgo(15));
    const response = await postAthlete(teen, self());
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'guardian-required' });
    expect(await storedCounts()).toEqual(nothingStored);
  });
});

describe('bad input', () => {
  it.each([
    ['a number for the name', { fullName: 5 }, 'fullName'],
    ['an empty name', { fullName: '  ' }, 'fullName'],
    ['a 101-character name', { fullName: 'x'.repeat(101) }, 'fullName'],
    ['an unknown club', { clubId: 'goa' }, 'clubId'],
    ['a future date of birth', { dateOfBirth: '2999-01-01' }, 'dateOfBirth'],
    ['an impossible date', { dateOfBirth: '2015-02-30' }, 'dateOfBirth'],
    ['a date in another format', { dateOfBirth: '15/06/2015' }, 'dateOfBirth'],
    ['a gender outside the two', { gender: 'other' }, 'gender'],
    ['an unknown relationship', { relationship: 'parent' }, 'relationship'],
    ['a consent not given', { consent: { accepted: false, noticeVersion: 'x' } }, 'consent'],
    ['a consent as text', { consent: 'yes' }, 'consent'],
  ])('%s: 400 with the field error, nothing stored', async (_, overrides, field) => {
    const response = await postAthlete(guardian, childForm(overrides));
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(
      Object.keys(body.errors).some((key) => key === field || key.startsWith(`${field}.`)),
    ).toBe(true);
    expect(await storedCounts()).toEqual(nothingStored);
  });

  it('refuses unknown fields (a rank or guardians cannot be set by the form)', async () => {
    const response = await postAthlete(
      guardian,
      childForm({ currentRank: 'black', guardianUids: ['x'] }),
    );
    expect(response.status).toBe(400);
    expect(await storedCounts()).toEqual(nothingStored);
  });
});

describe('one athlete, seen and changed', () => {
  let athleteId: string;
  beforeEach(async () => {
    ({ id: athleteId } = await createAthleteAs(guardian));
  });

  it('shows it to its guardian, and 404 to another member, as for an unknown id', async () => {
    expect((await send('GET', `/api/athletes/${athleteId}`, guardian)).status).toBe(200);
    for (const path of [`/api/athletes/${athleteId}`, '/api/athletes/no-such-athlete']) {
      const response = await send('GET', path, stranger);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'athlete/not-found' });
    }
  });

  it('lets only a guardian change the name and club', async () => {
    const response = await send('PUT', `/api/athletes/${athleteId}`, guardian, {
      fullName: 'Aarav S. Patil',
      clubId: 'nashik',
    });
    expect(response.status).toBe(200);
    expect(athleteResponseSchema.parse(await response.json()).data).toMatchObject({
      fullName: 'Aarav S. Patil',
      clubId: 'nashik',
    });
    const theirs = await send('PUT', `/api/athletes/${athleteId}`, stranger, { fullName: 'Taken' });
    expect(theirs.status).toBe(404);
    const stored = await testDb().collection(COLLECTION_NAMES.athletes).doc(athleteId).get();
    expect(stored.get('fullName')).toBe('Aarav S. Patil');
  });

  it.each([
    ['nothing', {}],
    ['the date of birth', { dateOfBirth: '2014-01-01' }],
    ['the rank', { currentRank: 'black' }],
    ['an unknown club', { clubId: 'goa' }],
    ['a number for the name', { fullName: 7 }],
  ])('refuses a change of %s with 400', async (_, body) => {
    const response = await send('PUT', `/api/athletes/${athleteId}`, guardian, body);
    expect(response.status).toBe(400);
    const stored = await testDb().collection(COLLECTION_NAMES.athletes).doc(athleteId).get();
    expect(stored.get('fullName')).toBe('Aarav Patil');
  });

  it('shows it to its club coach without who consented, and 404 to another club coach', async () => {
    const [coach, otherCoach] = await Promise.all([
      signUpCoach('coach@example.com', 'pune'),
      signUpCoach('coach2@example.com', 'nagpur'),
    ]);
    const response = await send('GET', `/api/athletes/${athleteId}`, coach);
    expect(response.status).toBe(200);
    const { data } = athleteResponseSchema.parse(await response.json());
    expect(data.consent).not.toHaveProperty('byUid');
    expect(data.consent?.noticeVersion).toBeTruthy();
    expect((await send('GET', `/api/athletes/${athleteId}`, otherCoach)).status).toBe(404);
    expect((await send('PUT', `/api/athletes/${athleteId}`, coach, { fullName: 'x' })).status).toBe(
      404,
    );
  });

  it('shows it to the office, and logs that read', async () => {
    const admin = await signUpAdmin('office@example.com');
    expect((await send('GET', `/api/athletes/${athleteId}`, admin)).status).toBe(200);
    const audit = await listDocuments(COLLECTION_NAMES.auditLog);
    expect(audit.map(({ data }) => data)).toContainEqual(
      expect.objectContaining({ action: 'athlete.read', actorUid: admin.uid, targetId: athleteId }),
    );
  });

  it('erases it when a guardian withdraws consent, with its enrollments; the number stays taken', async () => {
    const { membershipNumber } = athleteResponseSchema.parse(
      await (await send('GET', `/api/athletes/${athleteId}`, guardian)).json(),
    ).data;
    const enrollment = await testDb()
      .collection(COLLECTION_NAMES.enrollments)
      .add({ athleteId, uid: guardian.uid });
    const theirs = await send('DELETE', `/api/athletes/${athleteId}`, stranger);
    expect(theirs.status).toBe(404);

    const response = await send('DELETE', `/api/athletes/${athleteId}`, guardian);
    expect(response.status).toBe(200);
    expect((await send('GET', `/api/athletes/${athleteId}`, guardian)).status).toBe(404);
    expect((await enrollment.get()).exists).toBe(false);
    const reservation = await testDb()
      .collection(COLLECTION_NAMES.membershipNumbers)
      .doc(membershipNumber)
      .get();
    expect(reservation.exists).toBe(true);
    const audit = (await listDocuments(COLLECTION_NAMES.auditLog)).map(({ data }) => data);
    const erasure = audit.find((entry) => entry.action === 'athlete.erase');
    expect(erasure).toMatchObject({
      targetId: athleteId,
      statusAfter: 'guardian-withdrew',
      actorUid: 'system',
      actorEmail: '',
    });
    expect(JSON.stringify(erasure)).not.toContain('Aarav');
    expect(JSON.stringify(erasure)).not.toContain(guardian.uid);
    expect((await send('DELETE', `/api/athletes/${athleteId}`, guardian)).status).toBe(404);
  });
});

describe('membership numbers', () => {
  // One after another: the Functions emulator starts a new worker for each concurrent request,
  // which would make this slow without testing more (uniqueness is create()'s, not timing's).
  it('are unique across many creations by several families', { timeout: 90_000 }, async () => {
    const families = await Promise.all(
      Array.from({ length: 3 }, (_, index) => signUpGuardian(`family${index}@example.com`)),
    );
    const numbers: string[] = [];
    for (let child = 0; child < 30; child++) {
      const family = families[child % families.length] ?? guardian;
      const created = await createAthleteAs(family, { fullName: `Child ${child}` });
      numbers.push(created.membershipNumber);
    }
    expect(new Set(numbers).size).toBe(30);
    expect(await countDocuments(COLLECTION_NAMES.membershipNumbers)).toBe(30);
  });
});

describe('GET /api/consent-notice', () => {
  it('answers the notice in force in English, cacheable, without sign-in', async () => {
    const response = await send('GET', '/api/consent-notice', undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    const { data } = consentNoticeResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ version: PRIVACY_NOTICE_VERSION, language: 'en' });
    expect(data.text).toContain('date of birth');
  });

  it('answers it in Marathi with ?lang=mr', async () => {
    const response = await send('GET', '/api/consent-notice?lang=mr', undefined);
    const { data } = consentNoticeResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ version: PRIVACY_NOTICE_VERSION, language: 'mr' });
    expect(data.text).toMatch(/[\u0900-\u097f]/);
  });

  it.each(['fr', '', 'MR'])('refuses lang=%j with 400', async (lang) => {
    const response = await send('GET', `/api/consent-notice?lang=${lang}`, undefined);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { lang: expect.any(String) } });
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { athleteMessages as m } from '../src/contracts/messages/athlete-messages';
import { COLLECTION_NAMES } from '../src/db/collections';
import {
  bearer,
  canSignIn,
  jsonInit,
  resetAuth,
  signIn,
  signUp,
  type Session,
} from './support/auth-emulator';
import { listDocuments, resetFirestore, testDb } from './support/firestore-fixtures';
import {
  everyDocumentAsJson,
  putAthlete,
  putAuditEntry,
  putInvite,
  putMail,
} from './support/member-rights-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { contactForm, enrollmentForm, postContact, postEnrollment } from './support/submissions';

// The member's rights over HTTP: downloading everything held about them (GET /api/users/me/export)
// and erasing the account (DELETE /api/users/me), with the athletes they guard.

const PASSWORD = 'Lotus-Kick-88';
const KAVITA = { name: 'Kavita Deshmukh', email: 'kavita@example.com' };
const ROHAN = { name: 'Rohan Kulkarni', email: 'rohan@example.com' };

let kavita: Session;
let rohan: Session;
let other: Session;

const asKavita = (init: RequestInit = {}) => ({
  ...init,
  headers: { ...bearer(kavita.idToken), ...init.headers },
});
const erase = (body: unknown, token: string | null = kavita.idToken) =>
  api('/api/users/me', jsonInit('DELETE', body, token ? bearer(token) : {}));

async function setName(session: Session, name: string): Promise<void> {
  const response = await api(
    '/api/users/profile',
    jsonInit('PUT', { name, dateOfBirth: '1984-02-11' }, bearer(session.idToken)),
  );
  expect(response.status).toBe(200);
}

/** Kavita: a profile, an enquiry, an enrollment, two athletes (one shared with Rohan), mail… */
async function kavitasRecords(): Promise<void> {
  await Promise.all([setName(kavita, KAVITA.name), setName(rohan, ROHAN.name)]);
  await putAthlete({
    id: 'athlete-solo',
    membershipNumber: 'MTA-2026-00001',
    fullName: 'Ira Deshmukh',
    guardianUids: [kavita.uid],
    createdByUid: kavita.uid,
  });
  await putAthlete({
    id: 'athlete-shared',
    membershipNumber: 'MTA-2026-00002',
    fullName: 'Neel Deshmukh',
    guardianUids: [kavita.uid, rohan.uid],
    createdByUid: kavita.uid,
  });
  const own = { fullName: 'Ira Deshmukh', email: KAVITA.email, emergencyContact: KAVITA.name };
  expect((await postEnrollment(kavita.idToken, enrollmentForm(own))).status).toBe(201);
  const contact = contactForm({ name: KAVITA.name, email: KAVITA.email });
  expect((await postContact(kavita.idToken, contact)).status).toBe(201);
  const rohans = contactForm({ name: ROHAN.name, email: ROHAN.email });
  expect((await postContact(rohan.idToken, rohans)).status).toBe(201);
  // Rohan's enrollment of the shared athlete: Kavita's download shows it too.
  const [mine] = await listDocuments(COLLECTION_NAMES.enrollments);
  await testDb()
    .collection(COLLECTION_NAMES.enrollments)
    .doc('rohans-enrollment')
    .set({
      ...mine?.data,
      uid: rohan.uid,
      email: ROHAN.email,
      fullName: 'Neel Deshmukh',
      emergencyContact: ROHAN.name,
      athleteId: 'athlete-shared',
      referenceNumber: 'MTA-2026-ROHAN1',
    });
  await putInvite('invite-sent', {
    athleteId: 'athlete-shared',
    email: 'grandma@example.com',
    invitedByUid: kavita.uid,
  });
  await putInvite('invite-received', {
    athleteId: 'someone-elses-athlete',
    email: KAVITA.email,
    invitedByUid: other.uid,
  });
  await putMail(KAVITA.email, 'Your password reset link');
  await putMail('grandma@example.com', `${KAVITA.name} invited you to be a guardian.`);
  await putMail(ROHAN.email, 'Welcome to the association.');
  await putAuditEntry(kavita.uid, KAVITA.email);
  await putAuditEntry(rohan.uid, ROHAN.email);
}

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [kavita, rohan, other] = await Promise.all([
    signUp(KAVITA.email, PASSWORD),
    signUp(ROHAN.email, PASSWORD),
    signUp('other@example.com', PASSWORD),
  ]);
});

describe('GET /api/users/me/export', () => {
  it('answers 401 signed out', async () => {
    expect((await api('/api/users/me/export')).status).toBe(401);
  });

  it('is a JSON download of everything held about the member and their athletes', async () => {
    await kavitasRecords();
    const response = await api('/api/users/me/export', asKavita());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="mta-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await response.json()) as Record<string, unknown[]> & {
      account: Record<string, unknown>;
    };
    expect(data.account).toMatchObject({
      id: kavita.uid,
      name: KAVITA.name,
      dateOfBirth: '1984-02-11',
    });
    expect(data.athletes?.map((a) => (a as { id: string }).id).sort()).toEqual([
      'athlete-shared',
      'athlete-solo',
    ]);
    expect(data.athletes?.[0]).toMatchObject({
      consent: { method: 'verified-email-and-adult-date-of-birth', byUid: kavita.uid },
    });
    const enrollments = data.enrollments as Array<{ fullName: string; athleteId?: string }>;
    expect(enrollments.map((e) => e.fullName).sort()).toEqual(['Ira Deshmukh', 'Neel Deshmukh']);
    expect(data.enquiries).toEqual([
      expect.objectContaining({ name: KAVITA.name, uid: kavita.uid }),
    ]);
    expect(data.guardianInvitations).toEqual([
      expect.objectContaining({ direction: 'sent', email: 'grandma@example.com' }),
      expect.objectContaining({ direction: 'received', email: KAVITA.email }),
    ]);
    expect(data.emailsSent).toEqual([expect.objectContaining({ to: KAVITA.email })]);
    expect(data.officeActivity).toEqual([expect.objectContaining({ actorUid: kavita.uid })]);
    expect(data.certificates).toEqual([]);
    expect(data.championshipEntries).toEqual([]);
    // Nothing of Rohan's own: his enquiry and his office activity are not Kavita's to download.
    expect(JSON.stringify([data.enquiries, data.officeActivity])).not.toContain(rohan.uid);
  });

  it('answers a member with no records with empty sections', async () => {
    const response = await api('/api/users/me/export', { headers: bearer(other.idToken) });
    expect(response.status).toBe(200);
    const data = (await response.json()) as Record<string, unknown>;
    expect(data).toMatchObject({ athletes: [], enrollments: [], enquiries: [] });
  });
});

describe('DELETE /api/users/me', () => {
  it('answers 401 signed out, and erases nothing', async () => {
    await setName(kavita, KAVITA.name);
    expect((await erase({ confirm: KAVITA.email }, null)).status).toBe(401);
    expect(await listDocuments(COLLECTION_NAMES.users)).toHaveLength(1);
  });

  const bad: Array<[string, unknown, string]> = [
    ['no body', undefined, 'body'],
    ['an empty object', {}, 'confirm'],
    ['an empty confirmation', { confirm: '  ' }, 'confirm'],
    ['a number', { confirm: 42 }, 'confirm'],
    ['an unknown field', { confirm: KAVITA.email, force: true }, 'body'],
    ['an array', [KAVITA.email], 'body'],
  ];

  it.each(bad)(
    'refuses %s with 400 and a field error, erasing nothing',
    async (_l, body, field) => {
      await kavitasRecords();
      const before = await everyDocumentAsJson();
      const response = await erase(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors?: Record<string, string> };
      expect(answer.errors?.[field]).toEqual(expect.any(String));
      expect(await everyDocumentAsJson()).toEqual(before);
      expect(await canSignIn(KAVITA.email, PASSWORD)).toBe(true);
    },
  );

  it('refuses another email with 400 account/confirm-mismatch, erasing nothing', async () => {
    await kavitasRecords();
    const before = await everyDocumentAsJson();
    const response = await erase({ confirm: ROHAN.email });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'account/confirm-mismatch',
      errors: { confirm: m.confirmEmailMismatch },
    });
    expect(await everyDocumentAsJson()).toEqual(before);
    expect(await canSignIn(KAVITA.email, PASSWORD)).toBe(true);
  });

  it('erases the account and every trace of it; a shared athlete stays with Rohan', async () => {
    await kavitasRecords();
    const oldToken = kavita.idToken;
    const response = await erase({ confirm: '  KAVITA@Example.com ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { erased: true } });

    expect(await canSignIn(KAVITA.email, PASSWORD)).toBe(false);
    expect((await api('/api/auth/me', { headers: bearer(oldToken) })).status).toBe(401);

    for (const [path, json] of await everyDocumentAsJson()) {
      for (const trace of [kavita.uid, KAVITA.email, KAVITA.name]) {
        expect(json.toLowerCase(), `${path} holds ${trace}`).not.toContain(trace.toLowerCase());
      }
    }
    const athletes = await listDocuments(COLLECTION_NAMES.athletes);
    expect(athletes.map(({ id }) => id)).toEqual(['athlete-shared']);
    expect(athletes[0]?.data).toMatchObject({ guardianUids: [rohan.uid] });
    expect((athletes[0]?.data.consent as { noticeVersion?: string }).noticeVersion).toBeTruthy();

    // Rohan keeps what is his: profile, enquiry, his enrollment of the shared athlete, his mail.
    const rohanSession = await signIn(ROHAN.email, PASSWORD);
    const rohans = await api('/api/users/me/export', { headers: bearer(rohanSession.idToken) });
    const data = (await rohans.json()) as Record<string, unknown[]>;
    expect(data.enquiries).toHaveLength(1);
    expect(data.enrollments).toHaveLength(1);
    expect(data.athletes).toHaveLength(1);
    expect(data.emailsSent).toHaveLength(1);

    const audit = await listDocuments(COLLECTION_NAMES.auditLog);
    expect(audit.map(({ data: entry }) => entry.action)).toContain('account.erase');
    expect(audit.filter(({ data: entry }) => entry.actorUid === 'erased account')).toHaveLength(2);
  });
});

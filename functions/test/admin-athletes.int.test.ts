import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminAthleteListResponseSchema } from '../src/contracts/admin-athlete';
import { PRIVACY_NOTICE_VERSION } from '../src/contracts/privacy-notice';
import { COLLECTION_NAMES } from '../src/db/collections';
import { bornYearsAgo, createAthleteAs, send, signUpGuardian } from './support/athlete-fixtures';
import { resetAuth, type Session } from './support/auth-emulator';
import { listDocuments, resetFirestore, testDb } from './support/firestore-fixtures';
import { waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// The office's search of the athletes: GET /api/admin/athletes?q=, and the log of its reads.

let guardian: Session;
let admin: Session;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [guardian, admin] = await Promise.all([
    signUpGuardian('asha@example.com'),
    signUpAdmin('office@example.com'),
  ]);
});

const search = async (q: string, session: Session = admin) => {
  const response = await send('GET', `/api/admin/athletes?q=${encodeURIComponent(q)}`, session);
  expect(response.status).toBe(200);
  return adminAthleteListResponseSchema.parse(await response.json()).data;
};

describe('GET /api/admin/athletes', () => {
  it('is 403 for a member', async () => {
    const response = await send('GET', '/api/admin/athletes?q=a', guardian);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'auth/forbidden' });
  });

  it('finds athletes by part of the name, in any case, or by membership number', async () => {
    const aarav = await createAthleteAs(guardian, { fullName: 'Aarav Patil' });
    await createAthleteAs(guardian, { fullName: 'Meera Joshi' });
    expect((await search('PATIL')).map((row) => row.id)).toEqual([aarav.id]);
    expect((await search(aarav.membershipNumber)).map((row) => row.id)).toEqual([aarav.id]);
    expect((await search('')).map((row) => row.fullName)).toEqual(['Aarav Patil', 'Meera Joshi']);
    expect(await search('nobody')).toEqual([]);
  });

  it('answers each row with its consent status and no guardian or contact data', async () => {
    const child = await createAthleteAs(guardian);
    const self = await createAthleteAs(guardian, {
      fullName: 'Asha Patil',
      dateOfBirth: bornYearsAgo(35),
      relationship: 'self',
      consent: undefined,
    });
    const now = Timestamp.now();
    await testDb()
      .collection(COLLECTION_NAMES.athletes)
      .doc('imported-child')
      .set({
        membershipNumber: 'MTA-2020-00001',
        fullName: 'Zoya Imported',
        dateOfBirth: bornYearsAgo(9),
        gender: 'female',
        clubId: 'thane',
        relationship: 'child',
        currentRank: 'yellow',
        consent: null,
        guardianUids: [guardian.uid],
        createdByUid: guardian.uid,
        createdAt: now,
        updatedAt: now,
      });
    const rows = await search('');
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(child.id)).toMatchObject({
      membershipNumber: child.membershipNumber,
      clubId: 'pune',
      currentRank: 'white',
      guardianCount: 1,
      consent: { status: 'recorded', noticeVersion: PRIVACY_NOTICE_VERSION },
    });
    expect(byId.get(child.id)?.consent.acceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(byId.get(self.id)?.consent).toEqual({ status: 'not-needed' });
    expect(byId.get('imported-child')?.consent).toEqual({ status: 'missing' });
    expect(JSON.stringify(rows)).not.toContain(guardian.uid);
  });

  it('logs the read: the office account and the records shown, never the search words', async () => {
    const aarav = await createAthleteAs(guardian, { fullName: 'Aarav Patil' });
    await search('aarav');
    const entries = (await listDocuments(COLLECTION_NAMES.auditLog)).map(({ data }) => data);
    const read = entries.find((entry) => entry.action === 'athlete.search');
    expect(read).toMatchObject({
      actorUid: admin.uid,
      actorEmail: 'office@example.com',
      targetCollection: 'athletes',
      targetId: aarav.id,
    });
    expect(JSON.stringify(read).toLowerCase()).not.toContain('aarav');
  });

  it('refuses a search over 100 characters with 400 and writes no log entry', async () => {
    const response = await send('GET', `/api/admin/athletes?q=${'x'.repeat(101)}`, admin);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { q: expect.any(String) } });
    expect(await listDocuments(COLLECTION_NAMES.auditLog)).toEqual([]);
  });
});

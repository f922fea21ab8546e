import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiItemResponseSchema, apiListResponseSchema } from '../src/contracts/api-envelope';
import { authMessages } from '../src/contracts/auth-messages';
import {
  contactCreatedResponseSchema,
  contactMessages,
  contactSchema,
  newEnquiryCountResponseSchema,
} from '../src/contracts/contact';
import { bearer, resetAuth, signIn, signUp, testAuth, type Session } from './support/auth-emulator';
import { countDocuments, listDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { contactForm, postContact, signUpAdmin } from './support/submissions';

// POST /api/contact for members, and the admin-only inbox (custom claim admin) over HTTP.

let member: Session;
let admin: Session;

async function send(session: Session, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await postContact(session.idToken, contactForm(overrides));
  expect(response.status).toBe(201);
  return contactCreatedResponseSchema.parse(await response.json()).data.id;
}

const asAdmin = (path: string, init: RequestInit = {}) =>
  api(path, { ...init, headers: { ...bearer(admin.idToken), ...init.headers } });
const putStatus = (session: Session, id: string, body: unknown) =>
  api(`/api/contact/${id}`, {
    method: 'PUT',
    headers: { ...bearer(session.idToken), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [member, admin] = await Promise.all([
    signUp('parent@example.com', 'Lotus-Kick-88'),
    signUpAdmin(),
  ]);
});

describe('POST /api/contact', () => {
  it('stores the message as new and answers 201 with its id', async () => {
    const response = await postContact(member.idToken, contactForm({ phone: undefined }));
    expect(response.status).toBe(201);
    const body = contactCreatedResponseSchema.parse(await response.json());
    expect(body).toEqual({
      success: true,
      message: contactMessages.sent,
      data: { _id: body.data.id, id: body.data.id },
    });
    const [stored] = await listDocuments('contacts');
    expect(stored?.id).toBe(body.data.id);
    expect(stored?.data).toEqual({
      uid: member.uid,
      name: 'Asha Patil',
      email: 'asha@example.com',
      phone: '',
      subject: 'Trial class',
      message: 'Can my daughter join a trial class on Saturday?',
      enquiryType: 'training',
      status: 'new',
      createdAt: expect.anything(),
      updatedAt: expect.anything(),
    });
  });

  it('defaults the enquiry type to general', async () => {
    await send(member, { enquiryType: undefined });
    expect((await listDocuments('contacts'))[0]?.data.enquiryType).toBe('general');
  });

  it('refuses the 6th message within 10 minutes with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) await send(member);
    const refused = await postContact(member.idToken, contactForm());
    expect(refused.status).toBe(429);
    // Until the member's fixed 10-minute window ends (limits/slot-limiter.ts).
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await refused.json()).toEqual({
      success: false,
      code: 'rate-limit/too-many-messages',
      message: contactMessages.tooMany,
    });
    expect(await countDocuments('contacts')).toBe(5);
    await send(admin); // counted per member
  });

  it('refuses a signed-out visitor with 401 and stores nothing', async () => {
    const response = await postContact(undefined, contactForm());
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      code: 'auth/not-signed-in',
      message: authMessages.tokenMissing,
    });
    expect(await countDocuments('contacts')).toBe(0);
  });
});

describe('the admin inbox', () => {
  it('lists every message, newest first', async () => {
    const first = await send(member, { subject: 'First' });
    const second = await send(admin, { subject: 'Second' });
    const third = await send(member, { subject: 'Third' });
    const response = await asAdmin('/api/contact');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = apiListResponseSchema(contactSchema.strict()).parse(await response.json());
    expect(body.count).toBe(3);
    expect(body.data.map((contact) => contact.id)).toEqual([third, second, first]);
    expect(body.data[2]).toMatchObject({ uid: member.uid, subject: 'First', status: 'new' });
  });

  it('reads, updates and deletes one message', async () => {
    const id = await send(member);
    const read = await asAdmin(`/api/contact/${id}`);
    expect(read.status).toBe(200);
    const { data } = apiItemResponseSchema(contactSchema.strict()).parse(await read.json());
    expect(data).toMatchObject({ id, _id: id, status: 'new', phone: '+91 98220 00001' });

    const updated = await putStatus(admin, id, { status: 'replied' });
    expect(updated.status).toBe(200);
    const updateBody = (await updated.json()) as { data: { updatedAt: string } };
    expect(updateBody).toMatchObject({
      success: true,
      message: contactMessages.updated,
      data: { ...data, status: 'replied', updatedAt: expect.any(String) },
    });
    expect(Date.parse(updateBody.data.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(data.createdAt),
    );
    expect((await listDocuments('contacts'))[0]?.data.status).toBe('replied');

    const deleted = await asAdmin(`/api/contact/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true, message: contactMessages.deleted });
    expect(await countDocuments('contacts')).toBe(0);
  });

  it.each([
    ['GET', 'unknown-id'],
    ['PUT', 'unknown-id'],
    ['DELETE', 'unknown-id'],
    ['GET', '__reserved__'],
    ['DELETE', '__reserved__'],
    ['GET', 'x'.repeat(2000)],
  ])('answers %s of a missing message (%s) with 404', async (method, id) => {
    const response =
      method === 'PUT'
        ? await putStatus(admin, id, { status: 'read' })
        : await asAdmin(`/api/contact/${id}`, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      code: 'contact/not-found',
      message: contactMessages.notFound,
    });
  });

  it('answers a second delete with 404', async () => {
    const id = await send(member);
    expect((await asAdmin(`/api/contact/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await asAdmin(`/api/contact/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('sets a message aside as spam', async () => {
    const id = await send(member);
    const response = await putStatus(admin, id, { status: 'spam' });
    expect(response.status).toBe(200);
    expect((await listDocuments('contacts'))[0]?.data).toMatchObject({ status: 'spam' });
  });

  it.each([
    [{ status: 'archived' }],
    [{}],
    [{ status: 'read', message: 'rewritten' }],
    [{ status: 42 }],
    [['read']],
  ])('refuses the update %j with 400 and changes nothing', async (body) => {
    const id = await send(member);
    const response = await putStatus(admin, id, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errors: expect.any(Object) });
    expect((await listDocuments('contacts'))[0]?.data).toMatchObject({
      status: 'new',
      message: 'Can my daughter join a trial class on Saturday?',
    });
  });
});

describe('who may use the inbox', () => {
  const ROUTES: Array<[method: string, path: string]> = [
    ['GET', '/api/contact'],
    ['GET', '/api/contact/some-id'],
    ['PUT', '/api/contact/some-id'],
    ['DELETE', '/api/contact/some-id'],
  ];
  const call = (method: string, path: string, headers: Record<string, string>) =>
    api(path, {
      method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: method === 'PUT' ? JSON.stringify({ status: 'read' }) : undefined,
    });

  it.each(ROUTES)('%s %s answers a member with 403', async (method, path) => {
    const id = await send(member);
    const response = await call(method, path.replace('some-id', id), bearer(member.idToken));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      success: false,
      code: 'auth/forbidden',
      message: authMessages.forbidden,
    });
    expect((await listDocuments('contacts'))[0]?.data.status).toBe('new');
  });

  it.each(ROUTES)('%s %s answers a signed-out visitor with 401', async (method, path) => {
    const id = await send(member);
    const response = await call(method, path.replace('some-id', id), {});
    expect(response.status).toBe(401);
    expect(await countDocuments('contacts')).toBe(1);
  });

  it('ignores an admin claim that is not a real boolean true', async () => {
    await testAuth().setCustomUserClaims(member.uid, { admin: 'true' });
    const session = await signIn('parent@example.com', 'Lotus-Kick-88');
    expect((await call('GET', '/api/contact', bearer(session.idToken))).status).toBe(403);
  });
});

describe('GET /api/admin/enquiries/new-count', () => {
  const path = '/api/admin/enquiries/new-count';

  it('is 401 signed out and 403 for a member', async () => {
    const signedOut = await api(path);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({
      success: false,
      code: 'auth/not-signed-in',
      message: authMessages.tokenMissing,
    });
    const asMember = await api(path, { headers: bearer(member.idToken) });
    expect(asMember.status).toBe(403);
    expect(asMember.headers.get('cache-control')).toBe('no-store');
  });

  it('counts the messages still new, and one fewer once the office opens one', async () => {
    const empty = newEnquiryCountResponseSchema.parse(await (await asAdmin(path)).json());
    expect(empty.data.count).toBe(0);

    const [first] = [await send(member), await send(member), await send(member)];
    const three = await asAdmin(path);
    expect(three.status).toBe(200);
    expect(three.headers.get('cache-control')).toBe('no-store');
    expect(newEnquiryCountResponseSchema.parse(await three.json()).data.count).toBe(3);

    expect((await putStatus(admin, first ?? '', { status: 'read' })).status).toBe(200);
    const two = newEnquiryCountResponseSchema.parse(await (await asAdmin(path)).json());
    expect(two.data.count).toBe(2);
  });
});

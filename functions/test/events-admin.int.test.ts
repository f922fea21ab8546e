import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditListResponseSchema } from '../src/contracts/audit';
import { authMessages } from '../src/contracts/auth-messages';
import { eventListResponseSchema, eventResponseSchema } from '../src/contracts/event';
import { eventInputMessages, eventSavedResponseSchema } from '../src/contracts/event-input';
import { apiMessages } from '../src/contracts/messages';
import { exampleEventForm } from '../src/testing/example-event';
import { bearer, resetAuth, signUp, type Session } from './support/auth-emulator';
import {
  countDocuments,
  kolkataDay,
  listDocuments,
  putEventDocument,
  resetFirestore,
  storedEvent,
} from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// The office's event writes over HTTP through Hosting: POST /api/events and
// PUT/DELETE /api/events/:id, admin claim only, and what the public reads answer afterwards.

const ADMIN_EMAIL = 'office@example.com';
let member: Session;
let admin: Session;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [member, admin] = await Promise.all([
    signUp('asha@example.com', 'Lotus-Kick-88'),
    signUpAdmin(ADMIN_EMAIL),
  ]);
  await putEventDocument('seeded', storedEvent(kolkataDay(20), { title: 'Seeded Seminar' }));
});

/** A valid form dated from today, so the event is upcoming whenever the test runs. */
const form = (overrides: Record<string, unknown> = {}) =>
  exampleEventForm({
    date: { startDate: kolkataDay(14), endDate: kolkataDay(15), startTime: '09:00' },
    registrationInfo: { isRegistrationRequired: true, registrationDeadline: kolkataDay(7) },
    ...overrides,
  });

function write(method: string, path: string, session: Session | undefined, body?: unknown) {
  return api(path, {
    method,
    headers: { 'content-type': 'application/json', ...(session ? bearer(session.idToken) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function create(overrides: Record<string, unknown> = {}) {
  const response = await write('POST', '/api/events', admin, form(overrides));
  expect(response.status).toBe(201);
  return eventSavedResponseSchema.parse(await response.json()).data;
}

async function publicEvent(id: string) {
  return api(`/api/events/${encodeURIComponent(id)}`);
}

async function storedDocument(id: string) {
  return (await listDocuments('events')).find((document) => document.id === id)?.data;
}

describe('who may write events', () => {
  const CALLS: Array<[method: string, path: string]> = [
    ['POST', '/api/events'],
    ['PUT', '/api/events/seeded'],
    ['DELETE', '/api/events/seeded'],
  ];
  const bodyFor = (method: string) => (method === 'DELETE' ? undefined : form());

  it.each(CALLS)('%s %s answers a signed-out visitor with 401', async (method, path) => {
    const response = await write(method, path, undefined, bodyFor(method));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      code: 'auth/not-signed-in',
      message: authMessages.tokenMissing,
    });
    expect(await countDocuments('events')).toBe(1);
    expect((await storedDocument('seeded'))?.title).toBe('Seeded Seminar');
    expect(await countDocuments('auditLog')).toBe(0);
  });

  it.each(CALLS)('%s %s answers a member with 403', async (method, path) => {
    const response = await write(method, path, member, bodyFor(method));
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, code: 'auth/forbidden' });
    expect(await countDocuments('events')).toBe(1);
    expect((await storedDocument('seeded'))?.title).toBe('Seeded Seminar');
    expect(await countDocuments('auditLog')).toBe(0);
  });
});

describe('POST /api/events', () => {
  it('stores the event with who and when, answers it with 201, and records an audit entry', async () => {
    const response = await write('POST', '/api/events', admin, form());
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = eventSavedResponseSchema.parse(await response.json());
    expect(body.message).toBe(eventInputMessages.created);
    const event = body.data;
    expect(event).toMatchObject({
      title: 'Pune District Open',
      eventType: 'tournament',
      location: { city: 'Pune', state: 'Maharashtra' },
      date: { startDate: kolkataDay(14), endDate: kolkataDay(15), startTime: '09:00' },
      image: '/images/events/tournament.svg',
    });
    expect(event._id).toBe(event.id);

    const stored = await storedDocument(event.id);
    expect(stored).toMatchObject({
      startDate: kolkataDay(14),
      createdBy: admin.uid,
      updatedBy: admin.uid,
    });
    expect(stored?.createdAt).toBeDefined();
    expect(stored?.updatedAt).toBeDefined();

    const audit = auditListResponseSchema.parse(
      await (await api('/api/admin/audit', { headers: bearer(admin.idToken) })).json(),
    );
    expect(audit.data).toHaveLength(1);
    expect(audit.data[0]).toMatchObject({
      action: 'event.create',
      actorUid: admin.uid,
      actorEmail: ADMIN_EMAIL,
      targetCollection: 'events',
      targetId: event.id,
      statusBefore: null,
      statusAfter: 'upcoming',
    });
  });

  it('is then answered by GET /api/events/{id}, /api/events, upcoming and the calendar feed', async () => {
    const created = await create();
    const read = await publicEvent(created.id);
    expect(read.status).toBe(200);
    expect(eventResponseSchema.parse(await read.json()).data).toEqual(created);

    for (const path of ['/api/events', '/api/events/upcoming']) {
      const list = eventListResponseSchema.parse(await (await api(path)).json());
      expect(list.data.map((event) => event.id)).toContain(created.id);
    }
    const feed = await (await api('/api/events.ics')).text();
    expect(feed).toContain(`${created.id}@`);
  });

  it('stores HTML as the text it is', async () => {
    const markup = '<script>alert(1)</script><b>Open</b>';
    const created = await create({ title: markup, details: { [markup]: markup } });
    const read = eventResponseSchema.parse(await (await publicEvent(created.id)).json()).data;
    expect(read.title).toBe(markup);
    expect(read.details).toEqual({ [markup]: markup });
  });

  it.each([
    ['no title', { title: ' ' }, 'title', eventInputMessages.titleRequired],
    ['an unknown type', { eventType: 'party' }, 'eventType', eventInputMessages.typeInvalid],
    [
      'an end before the start',
      { date: { startDate: kolkataDay(10), endDate: kolkataDay(9) } },
      'date.endDate',
      eventInputMessages.endBeforeStart,
    ],
    [
      'a deadline after the start',
      {
        date: kolkataDay(10),
        registrationInfo: { isRegistrationRequired: true, registrationDeadline: kolkataDay(11) },
      },
      'registrationInfo.registrationDeadline',
      eventInputMessages.deadlineAfterStart,
    ],
    [
      'a bad time',
      { date: { startDate: kolkataDay(10), startTime: '9am' } },
      'date.startTime',
      undefined,
    ],
    ['another site’s image', { image: 'https://example.com/x.png' }, 'image', undefined],
  ])(
    'answers %s with 400 and the field error, storing nothing',
    async (_, overrides, field, message) => {
      const response = await write('POST', '/api/events', admin, form(overrides));
      expect(response.status).toBe(400);
      const body = (await response.json()) as { success: boolean; errors?: Record<string, string> };
      expect(body.success).toBe(false);
      expect(body.errors?.[field]).toEqual(message ?? expect.any(String));
      expect(await countDocuments('events')).toBe(1);
      expect(await countDocuments('auditLog')).toBe(0);
    },
  );
});

describe('PUT /api/events/{id}', () => {
  it('replaces the event, keeps who created it, and records an audit entry', async () => {
    const created = await create();
    const changed = form({ title: 'Pune District Open 2027', details: undefined, image: '' });
    const response = await write('PUT', `/api/events/${created.id}`, admin, changed);
    expect(response.status).toBe(200);
    const body = eventSavedResponseSchema.parse(await response.json());
    expect(body.message).toBe(eventInputMessages.updated);
    expect(body.data.title).toBe('Pune District Open 2027');
    expect(body.data.details).toBeUndefined();
    expect(body.data.image).toBeUndefined();

    const read = eventResponseSchema.parse(await (await publicEvent(created.id)).json()).data;
    expect(read).toEqual(body.data);
    const stored = await storedDocument(created.id);
    expect(stored).toMatchObject({ createdBy: admin.uid, updatedBy: admin.uid });
    expect(stored).not.toHaveProperty('details');
    expect(stored).not.toHaveProperty('image');

    const audit = (await listDocuments('auditLog')).map(({ data }) => data.action);
    expect(audit.sort()).toEqual(['event.create', 'event.update']);
  });

  it('edits a seeded event too', async () => {
    const response = await write('PUT', '/api/events/seeded', admin, form({ title: 'Renamed' }));
    expect(response.status).toBe(200);
    expect((await storedDocument('seeded'))?.title).toBe('Renamed');
  });

  it('answers a bad body with 400 and changes nothing', async () => {
    const response = await write('PUT', '/api/events/seeded', admin, form({ description: '' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { description: eventInputMessages.descriptionRequired },
    });
    expect((await storedDocument('seeded'))?.title).toBe('Seeded Seminar');
    expect(await countDocuments('auditLog')).toBe(0);
  });

  it.each(['missing-event', '__name__', 'x'.repeat(200)])(
    'answers the unknown or malformed id %j with 404 "Event not found"',
    async (id) => {
      const response = await write('PUT', `/api/events/${id}`, admin, form());
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        success: false,
        code: 'event/not-found',
        message: apiMessages.eventNotFound,
      });
      expect(await countDocuments('events')).toBe(1);
      expect(await countDocuments('auditLog')).toBe(0);
    },
  );
});

describe('DELETE /api/events/{id}', () => {
  it('deletes the event, which the public reads then no longer answer', async () => {
    const created = await create();
    const response = await write('DELETE', `/api/events/${created.id}`, admin);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: eventInputMessages.deleted,
    });
    expect((await publicEvent(created.id)).status).toBe(404);
    const list = eventListResponseSchema.parse(await (await api('/api/events')).json());
    expect(list.data.map((event) => event.id)).toEqual(['seeded']);

    const entries = (await listDocuments('auditLog')).map(({ data }) => data);
    expect(entries).toContainEqual(
      expect.objectContaining({
        action: 'event.delete',
        targetId: created.id,
        statusBefore: 'upcoming',
        statusAfter: null,
      }),
    );
  });

  it('answers a second delete and a malformed id with 404', async () => {
    expect((await write('DELETE', '/api/events/seeded', admin)).status).toBe(200);
    expect((await write('DELETE', '/api/events/seeded', admin)).status).toBe(404);
    expect((await write('DELETE', '/api/events/__x__', admin)).status).toBe(404);
    expect(await countDocuments('auditLog')).toBe(1);
  });
});

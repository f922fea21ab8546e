import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRequest, fakeResponse } from '../../test/support/fake-http';
import type { Caller } from '../auth/caller';
import { deleteContact, getContact } from '../contacts/contact-repository';
import { contactMessages } from '../contracts/contact';
import { apiMessages } from '../contracts/messages';
import { eventInputSchema } from '../contracts/event-input';
import { collections } from '../db/collections';
import { deleteEvent, updateEvent } from '../events/event-writes';
import { exampleEventForm } from '../testing/example-event';
import { handleApiRequest } from '../api-handler';

// Ids Firestore would refuse never reach it: the routes answer their own 404, as for an id that
// names nothing, instead of the 400/503 the SDK's error would map to. The real routes, pipeline and
// repositories; only the collections are replaced, by doubles that fail the test if touched. The
// same answers over real HTTP are in test/events.int.test.ts.
vi.mock('../db/collections', async (importOriginal) => {
  const untouchable = () => {
    throw new Error('Firestore must not be read for a malformed id');
  };
  return {
    ...(await importOriginal<typeof import('../db/collections')>()),
    collections: { events: vi.fn(untouchable), contacts: vi.fn(untouchable) },
  };
});
vi.mock('firebase-functions/logger', () => ({ warn: vi.fn(), error: vi.fn() }));

/** As they appear in a URL path segment (percent-encoded where a client would encode them). */
const malformedSegments = [
  ['a reserved id', '__name__'],
  ['another reserved id', '__x__'],
  ['an encoded slash', 'a%2Fb'],
  ['an encoded dot', '%2E'],
  ['an encoded dot-dot', '%2E%2E'],
  ['a raw dot-dot', '..'],
  ['an encoded NUL', 'a%00b'],
  ['an encoded line break', 'a%0Ab'],
  ['a 129-character id', 'x'.repeat(129)],
  ['a 2,000-character id', 'y'.repeat(2_000)],
  ['an id over 1,500 bytes', '%E0%A4%AE'.repeat(501)],
] as const;

/** The same ids decoded, as a repository receives them from the router. */
const malformedIds = [
  '__name__',
  '__x__',
  'a/b',
  '.',
  '..',
  'a\u0000b',
  'x'.repeat(129),
  'म'.repeat(501),
];

async function call(method: string, url: string) {
  const response = fakeResponse();
  await handleApiRequest(fakeRequest(method, url), response);
  return response;
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe.each([
  ['GET /api/events/:id', (segment: string) => `/api/events/${segment}`],
  ['GET /api/events/:id.ics', (segment: string) => `/api/events/${segment}.ics`],
])('%s', (_, urlFor) => {
  it.each(malformedSegments)('answers %s with 404 "Event not found"', async (_, segment) => {
    const response = await call('GET', urlFor(segment));
    expect(response.statusCode).toBe(404);
    expect(response.body).toEqual({
      success: false,
      code: 'event/not-found',
      message: apiMessages.eventNotFound,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(collections.events).not.toHaveBeenCalled();
  });
});

describe('contact messages by id', () => {
  const admin = { uid: 'admin-uid', email: 'admin@example.com', admin: true } as Caller;

  it.each(malformedIds)('reads and deletes nothing for %j: 404 "Message not found"', async (id) => {
    const notFound = { status: 404, message: contactMessages.notFound };
    await expect(getContact(id)).rejects.toMatchObject(notFound);
    await expect(deleteContact(id, admin)).rejects.toMatchObject(notFound);
    expect(collections.contacts).not.toHaveBeenCalled();
  });
});

describe('event writes by id', () => {
  const admin = { uid: 'admin-uid', email: 'admin@example.com', admin: true } as Caller;
  const input = eventInputSchema.parse(exampleEventForm());

  it.each(malformedIds)('reads and writes nothing for %j: 404 "Event not found"', async (id) => {
    const notFound = { status: 404, message: apiMessages.eventNotFound };
    await expect(updateEvent(id, input, admin)).rejects.toMatchObject(notFound);
    await expect(deleteEvent(id, admin)).rejects.toMatchObject(notFound);
    expect(collections.events).not.toHaveBeenCalled();
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../src/contracts/api-envelope';
import { exampleEventForm } from '../src/testing/example-event';
import { bearer, jsonInit, resetAuth, signUp, type Session } from './support/auth-emulator';
import { countDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { contactForm, newKey, signUpAdmin } from './support/submissions';

// A create the endpoint table lets a client resend (retry: with-key) makes one record however many
// times the same request arrives with the same Idempotency-Key, and answers each resend as the first.

let member: Session;
let admin: Session;

const send = (session: Session, path: string, body: unknown, key?: string) =>
  api(
    path,
    jsonInit('POST', body, {
      ...bearer(session.idToken),
      ...(key ? { 'idempotency-key': key } : {}),
    }),
  );

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [member, admin] = await Promise.all([
    signUp('parent@example.com', 'Lotus-Kick-88'),
    signUpAdmin(),
  ]);
});

describe.each([
  {
    label: 'an enquiry',
    path: '/api/contact',
    collection: 'contacts',
    who: () => member,
    body: contactForm,
    changed: () => contactForm({ subject: 'Another subject' }),
  },
  {
    label: 'an event',
    path: '/api/events',
    collection: 'events',
    who: () => admin,
    body: exampleEventForm,
    changed: () => exampleEventForm({ title: 'Another title' }),
  },
])('POST $path, retried', ({ path, collection, who, body, changed }) => {
  it('makes one record for three arrivals of one request, and answers each the same', async () => {
    const key = newKey();
    const answers = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await send(who(), path, body(), key);
      expect(response.status).toBe(201);
      answers.push(await response.json());
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await countDocuments(collection)).toBe(1);
  });

  it('makes one record when the same request arrives twice at once', async () => {
    const key = newKey();
    const responses = await Promise.all([
      send(who(), path, body(), key),
      send(who(), path, body(), key),
    ]);
    // One is made; the other either replays it or hears that it is still being made.
    expect(responses.map((r) => r.status).sort()).toSatisfy(
      (statuses: number[]) => statuses[0] === 201 && [201, 409].includes(statuses[1] ?? 0),
    );
    expect(await countDocuments(collection)).toBe(1);
  });

  it('makes two records for two keys, and for two requests without one', async () => {
    expect((await send(who(), path, body(), newKey())).status).toBe(201);
    expect((await send(who(), path, body(), newKey())).status).toBe(201);
    expect((await send(who(), path, body())).status).toBe(201);
    expect(await countDocuments(collection)).toBe(3);
  });

  it('refuses the same key with another body (422), making nothing more', async () => {
    const key = newKey();
    expect((await send(who(), path, body(), key)).status).toBe(201);
    const other = await send(who(), path, changed(), key);
    expect(other.status).toBe(422);
    expect(apiErrorBodySchema.parse(await other.json()).code).toBe('idempotency/key-reused');
    expect(await countDocuments(collection)).toBe(1);
  });

  it.each(['short', 'has spaces in it here', 'x'.repeat(65)])(
    'refuses the malformed key %j with 400 naming Idempotency-Key',
    async (key) => {
      const response = await send(who(), path, body(), key);
      expect(response.status).toBe(400);
      expect(apiErrorBodySchema.parse(await response.json()).errors).toHaveProperty(
        'Idempotency-Key',
      );
      expect(await countDocuments(collection)).toBe(0);
    },
  );

  it('frees the key of a refused body, so the corrected request goes through', async () => {
    const key = newKey();
    expect((await send(who(), path, {}, key)).status).toBe(400);
    expect((await send(who(), path, body(), key)).status).toBe(201);
    expect(await countDocuments(collection)).toBe(1);
  });
});

describe('keys are the caller’s own', () => {
  it('does not answer one member with another’s record for the same key', async () => {
    const other = await signUp('other@example.com', 'Lotus-Kick-88');
    const key = newKey();
    const first = await (await send(member, '/api/contact', contactForm(), key)).json();
    const second = await (await send(other, '/api/contact', contactForm(), key)).json();
    expect(second).not.toEqual(first);
    expect(await countDocuments('contacts')).toBe(2);
  });
});

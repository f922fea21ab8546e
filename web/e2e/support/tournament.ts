import type { APIRequestContext } from '@playwright/test';
import { kolkataDay, type Person } from './championship';
import { expect } from './test';

// A tournament of a test's own, open for entries, and its cadets, made through the real API: the
// specs that draw and score change their championship for good, so none of them uses the seeded one.

const bearer = (person: Person) => ({ Authorization: `Bearer ${person.token}` });

async function dataOf<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, status: number) {
  expect(answer.status(), await answer.text()).toBe(status);
  return ((await answer.json()) as { data: T }).data;
}

/** A tournament 30 days ahead, open for kyorugi entries for ten days; answers its event id. */
export async function ownTournament(
  request: APIRequestContext,
  admin: Person,
  title: string,
  competitionYear: number,
): Promise<string> {
  const event = await dataOf<{ id: string }>(
    await request.post('/api/events', {
      headers: { ...bearer(admin), 'Idempotency-Key': crypto.randomUUID() },
      data: {
        title,
        description: 'A championship drawn and scored by the end-to-end tests.',
        eventType: 'tournament',
        location: { city: 'Pune', state: 'Maharashtra' },
        date: kolkataDay(30),
      },
    }),
    201,
  );
  await dataOf(
    await request.put(`/api/admin/events/${event.id}/championship`, {
      headers: bearer(admin),
      data: { disciplines: ['kyorugi'], entryDeadline: kolkataDay(10), competitionYear },
    }),
    200,
  );
  return event.id;
}

export interface Cadet {
  fullName: string;
  clubId: string;
  /** The declared weight: it chooses the division. */
  kg: number;
}

/** A male cadet (13 in `year`), guarded by `parent` with the current notice, entered in kyorugi. */
export async function enterCadet(
  request: APIRequestContext,
  eventId: string,
  parent: Person,
  year: number,
  cadet: Cadet,
): Promise<void> {
  const notice = await dataOf<{ version: string }>(await request.get('/api/consent-notice'), 200);
  const athlete = await dataOf<{ id: string }>(
    await request.post('/api/athletes', {
      headers: { ...bearer(parent), 'Idempotency-Key': crypto.randomUUID() },
      data: {
        fullName: cadet.fullName,
        dateOfBirth: `${year - 13}-05-10`,
        gender: 'male',
        clubId: cadet.clubId,
        relationship: 'child',
        consent: { accepted: true, noticeVersion: notice.version },
      },
    }),
    201,
  );
  await dataOf(
    await request.post(`/api/events/${eventId}/entries`, {
      headers: { ...bearer(parent), 'Idempotency-Key': crypto.randomUUID() },
      data: { athleteId: athlete.id, discipline: 'kyorugi', declaredWeightKg: cadet.kg },
    }),
    201,
  );
}

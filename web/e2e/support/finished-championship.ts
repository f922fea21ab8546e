import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { APIRequestContext } from '@playwright/test';
import { guardian, kolkataDay, office, type Person } from './championship';
import { expect } from './test';
import { enterCadet } from './tournament';

// A championship held today and fought to the end through the real API: four cadets of three
// clubs in one division, drawn by the office and every bout scored (red wins). The event itself
// is written with the Admin SDK (the office's event form is another test's business).

const YEAR = Number(kolkataDay(0).slice(0, 4));

export const CADETS = [
  { fullName: 'Aarav Kulkarni', clubId: 'pune' },
  { fullName: 'Kabir Shaikh', clubId: 'mumbai' },
  { fullName: 'Vihaan Deshmukh', clubId: 'nagpur' },
  { fullName: 'Reyansh More', clubId: 'pune' },
] as const;

const bearer = (person: Person) => ({ Authorization: `Bearer ${person.token}` });

async function putEvent(id: string, title: string) {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const now = Timestamp.now();
  await getFirestore(app)
    .collection('events')
    .doc(id)
    .set({
      title,
      description: 'A district championship fought on this site, from the draw to the finals.',
      eventType: 'tournament',
      location: { city: 'Pune', state: 'Maharashtra' },
      startDate: kolkataDay(0),
      createdAt: now,
      updatedAt: now,
    });
}

async function enterCadets(request: APIRequestContext, eventId: string, parent: Person) {
  for (const cadet of CADETS)
    await enterCadet(request, eventId, parent, YEAR, { ...cadet, kg: 44 });
}

interface Match {
  id: string;
  round: number;
  red: { entryId: string } | null;
  blue: { entryId: string } | null;
  winnerEntryId: string | null;
}

async function scoreEveryBout(request: APIRequestContext, eventId: string, admin: Person) {
  for (let round = 1; round < 10; round += 1) {
    const brackets = (await (await request.get(`/api/events/${eventId}/brackets`)).json()) as {
      data: { divisions: { matches: Match[] }[] };
    };
    const bouts = brackets.data.divisions
      .flatMap((d) => d.matches)
      .filter((m) => m.round === round);
    if (bouts.length === 0) return;
    for (const bout of bouts) {
      if (bout.winnerEntryId || !bout.red || !bout.blue) continue;
      const scored = await request.put(`/api/admin/events/${eventId}/matches/${bout.id}`, {
        headers: bearer(admin),
        data: { winnerEntryId: bout.red.entryId },
      });
      expect(scored.ok(), await scored.text()).toBe(true);
    }
  }
}

/** Makes the championship and fights it; answers its event id and title. */
export async function finishedChampionship(request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const eventId = `district-${stamp}`;
  const title = `Pune District Championship ${stamp}`;
  await putEvent(eventId, title);
  const admin = await office(request);
  const opened = await request.put(`/api/admin/events/${eventId}/championship`, {
    headers: bearer(admin),
    data: { disciplines: ['kyorugi'], entryDeadline: kolkataDay(0), competitionYear: YEAR },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  await enterCadets(request, eventId, await guardian(request));
  const drawn = await request.post(`/api/admin/events/${eventId}/draw`, {
    headers: bearer(admin),
    data: {},
  });
  expect(drawn.ok(), await drawn.text()).toBe(true);
  await scoreEveryBout(request, eventId, admin);
  return { eventId, title };
}

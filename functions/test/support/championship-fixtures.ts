import { COLLECTION_NAMES } from '../../src/db/collections';
import { PASSWORD, createAthleteAs, send } from './athlete-fixtures';
import { signIn, signUp, testAuth, type Session } from './auth-emulator';
import { kolkataDay, listDocuments, putEventDocument, storedEvent } from './firestore-fixtures';

// Championships for the integration tests: a tournament opened through the API, athletes born in
// a chosen year, officials. Ages go by the competition year, which is this year in Kolkata.

export const YEAR = Number(kolkataDay(0).slice(0, 4));

/** A signed-in official (the custom claim, then a fresh token that carries it). */
export async function signUpOfficial(email: string): Promise<Session> {
  const session = await signUp(email, PASSWORD);
  await testAuth().setCustomUserClaims(session.uid, { official: true });
  return signIn(email, PASSWORD);
}

/** A tournament event `days` from today (a seminar with `eventType`). */
export async function putTournament(
  id: string,
  days = 30,
  overrides: Record<string, unknown> = {},
): Promise<void> {
  await putEventDocument(
    id,
    storedEvent(kolkataDay(days), {
      title: 'Maharashtra State Championship',
      eventType: 'tournament',
      ...overrides,
    }),
  );
}

export interface OpenOptions {
  disciplines?: string[];
  entryDeadline?: string;
  competitionYear?: number;
}

/** Opens the event for entries through the API, as the office does. */
export async function openChampionship(
  admin: Session,
  eventId: string,
  options: OpenOptions = {},
): Promise<Response> {
  return send('PUT', `/api/admin/events/${eventId}/championship`, admin, {
    disciplines: options.disciplines ?? ['kyorugi', 'poomsae'],
    entryDeadline: options.entryDeadline ?? kolkataDay(10),
    competitionYear: options.competitionYear ?? YEAR,
  });
}

/** An athlete aged `age` by year (born 1 March of YEAR − age), guarded by `guardian`. */
export function athleteAged(
  guardian: Session,
  age: number,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; membershipNumber: string }> {
  return createAthleteAs(guardian, { dateOfBirth: `${YEAR - age}-03-01`, ...overrides });
}

export const enter = (session: Session | undefined, eventId: string, body: unknown) =>
  send('POST', `/api/events/${eventId}/entries`, session, body);

/** Enters and answers the entry (fails the test otherwise). */
export async function enterOk(
  session: Session,
  eventId: string,
  body: Record<string, unknown>,
): Promise<{ id: string; divisionId: string; divisionName: string }> {
  const response = await enter(session, eventId, body);
  if (response.status !== 201)
    throw new Error(`entry: ${response.status} ${await response.text()}`);
  return (
    (await response.json()) as { data: { id: string; divisionId: string; divisionName: string } }
  ).data;
}

/** The audit entries of one action, oldest first. */
export async function auditOf(action: string) {
  const entries = await listDocuments(COLLECTION_NAMES.auditLog);
  return entries.filter(({ data }) => data.action === action).map(({ data }) => data);
}

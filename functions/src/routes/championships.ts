import type { ApiItemResponse, ApiListResponse } from '../contracts/api-envelope';
import { coachAthletes } from '../championships/coach-athletes';
import { championshipNotFound } from '../championships/championship-errors';
import { readChampionship } from '../championships/championship-repository';
import { isDrawn } from '../championships/draw/draw-repository';
import { createEntry } from '../championships/create-entry';
import { divisionsWithCounts, myEntries, publicEntries } from '../championships/entry-lists';
import { toApiChampionship } from '../championships/stored-championship';
import { withdrawEntry } from '../championships/withdraw-entry';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// A championship as the public, families and coaches see it. Its public reads are cached like the
// events list; what a signed-in caller may act on is never cached.

const list = <T>(data: T[]): ApiListResponse<T> => ({ success: true, count: data.length, data });

export const championshipRoutes: RouteDefinition[] = [
  route('getChampionship', async ({ params }) => {
    const id = params.id ?? '';
    const stored = await readChampionship(id);
    if (!stored) throw championshipNotFound();
    const championship = toApiChampionship(id, stored);
    // The draw closes entries before the deadline does.
    const entriesOpen = championship.entriesOpen && !(await isDrawn(id));
    const body: ApiItemResponse<ReturnType<typeof toApiChampionship>> = {
      success: true,
      data: { ...championship, entriesOpen },
    };
    return { body, cache: 'public' };
  }),
  route('eventDivisions', async ({ params }) => ({
    body: list(await divisionsWithCounts(params.id ?? '')),
    cache: 'public',
  })),
  // Name and club only: never a date of birth, a guardian or a contact.
  route('eventEntries', async ({ params }) => ({
    body: list(await publicEntries(params.id ?? '')),
    cache: 'public',
  })),
  route('createEntry', async ({ caller, params, input }) => ({
    status: 201,
    body: { success: true, data: await createEntry(caller, params.id ?? '', input.body) },
  })),
  route('withdrawEntry', async ({ caller, params }) => ({
    body: {
      success: true,
      data: await withdrawEntry(caller, params.id ?? '', params.entryId ?? ''),
    },
  })),
  route('myEntries', async ({ caller, params }) => ({
    body: list(await myEntries(caller, params.id ?? '')),
  })),
  route('coachAthletes', async ({ caller, input }) => ({
    body: list(await coachAthletes(caller, input.query.competitionYear)),
  })),
];

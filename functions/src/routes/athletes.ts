import type { ApiItemResponse, ApiListResponse } from '../contracts/api-envelope';
import type { Athlete } from '../contracts/athlete';
import { readAthleteFor, updateAthlete } from '../athletes/athlete-access';
import { listAthletesGuardedBy, readGuardedAthlete } from '../athletes/athlete-repository';
import { createAthlete } from '../athletes/create-athlete';
import { eraseAthlete } from '../athletes/erase-athlete';
import { athleteNotFound } from '../athletes/athlete-errors';
import { inviteGuardian } from '../athletes/invite-guardian';
import { toApiAthlete } from '../athletes/stored-athlete';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// Athletes and their guardians. A member sees and acts on the athletes they guard; an athlete of
// another family is "not found", exactly like one that does not exist, so ids reveal nothing.
export const athleteRoutes: RouteDefinition[] = [
  route('myAthletes', async ({ caller }) => {
    const athletes = await listAthletesGuardedBy(caller.uid);
    const body: ApiListResponse<Athlete> = {
      success: true,
      count: athletes.length,
      data: athletes.map(({ id, data }) => toApiAthlete(id, data)),
    };
    return { body };
  }),
  route('createAthlete', async ({ caller, input }) => {
    const athlete = await createAthlete(caller, input.body);
    const answer: ApiItemResponse<Athlete> = { success: true, data: athlete };
    return { status: 201, body: answer };
  }),
  route('getAthlete', async ({ caller, params }) => {
    const body: ApiItemResponse<Athlete> = {
      success: true,
      data: await readAthleteFor(caller, params.id ?? ''),
    };
    return { body };
  }),
  route('updateAthlete', async ({ caller, params, input }) => {
    const changes = input.body;
    const answer: ApiItemResponse<Athlete> = {
      success: true,
      data: await updateAthlete(caller, params.id ?? '', changes),
    };
    return { body: answer };
  }),
  // A guardian withdrawing consent: the athlete and what hangs on it are erased at once.
  route('eraseAthlete', async ({ caller, params }) => {
    const id = params.id ?? '';
    if (!(await readGuardedAthlete(id, caller.uid))) throw athleteNotFound();
    await eraseAthlete(id, 'guardian-withdrew');
    return { body: { success: true, data: { id } } };
  }),
  route('inviteGuardian', async ({ caller, params, input }) => {
    const payload = input.body;
    await inviteGuardian(caller, params.id ?? '', payload);
    return { body: { success: true, data: { email: payload.email.toLowerCase() } } };
  }),
];

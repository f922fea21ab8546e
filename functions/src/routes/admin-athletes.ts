import type { AdminAthleteListResponse } from '../contracts/admin-athlete';
import { searchAthletes } from '../athletes/admin-athlete-search';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// The office finds athletes by name or membership number; admin claim only (401 signed out, 403
// for members). Each search is logged: children's records read by the office are on the record.
export const adminAthleteRoutes: RouteDefinition[] = [
  route('adminAthletes', async ({ caller, input }) => {
    const rows = await searchAthletes(caller, input.query);
    const body: AdminAthleteListResponse = { success: true, count: rows.length, data: rows };
    return { body };
  }),
];

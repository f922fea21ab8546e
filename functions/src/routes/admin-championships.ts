import { decideEntry } from '../championships/decide-entry';
import { officeEntries } from '../championships/entry-lists';
import { exportEntries } from '../championships/export-entries';
import { openChampionship } from '../championships/open-championship';
import { weighIn } from '../championships/weigh-in';
import { requireAdmin } from '../auth/caller';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// The office's and the officials' side of a championship: opening it, the weigh-in desk and its
// decisions, the lists and the CSV. The desk's routes are open to members in the endpoint table
// because officials are not admins; each handler checks the official role (or admin) itself.

export const adminChampionshipRoutes: RouteDefinition[] = [
  route('setChampionship', async ({ caller, params, input }) => ({
    body: { success: true, data: await openChampionship(caller, params.id ?? '', input.body) },
  })),
  route('officeEntries', async ({ caller, params }) => ({
    body: { success: true, data: await officeEntries(caller, params.id ?? '') },
  })),
  route('officeEntriesCsv', async ({ caller, params }) => {
    requireAdmin(caller);
    const { text, fileName } = await exportEntries(caller, params.id ?? '');
    return { text, contentType: 'text/csv; charset=utf-8', fileName };
  }),
  route('weighIn', async ({ caller, params, input }) => ({
    body: {
      success: true,
      data: await weighIn(caller, params.id ?? '', params.entryId ?? '', input.body.weightKg),
    },
  })),
  route('decideEntry', async ({ caller, params, input }) => ({
    body: {
      success: true,
      data: await decideEntry(caller, params.id ?? '', params.entryId ?? '', input.body),
    },
  })),
];

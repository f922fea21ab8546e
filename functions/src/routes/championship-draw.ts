import { readBrackets } from '../championships/draw/bracket-views';
import { runDraw } from '../championships/draw/run-draw';
import { scoreMatch } from '../championships/draw/score-match';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// A championship's draw, its public brackets and the scoring of its bouts. The brackets change
// during the day, so they are cached only briefly ('live'): the public page polls them. Scoring is
// open to members in the endpoint table because officials are not admins; the handler checks the
// official role (or admin) itself.

export const championshipDrawRoutes: RouteDefinition[] = [
  route('drawChampionship', async ({ caller, params, input }) => ({
    body: { success: true, data: await runDraw(caller, params.id ?? '', input.body) },
  })),
  route('getBrackets', async ({ params }) => ({
    body: { success: true, data: await readBrackets(params.id ?? '') },
    cache: 'live',
  })),
  route('scoreMatch', async ({ caller, params, input }) => ({
    body: {
      success: true,
      data: await scoreMatch(caller, params.id ?? '', params.matchId ?? '', input.body),
    },
  })),
];

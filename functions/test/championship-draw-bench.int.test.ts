import { beforeAll, describe, expect, it } from 'vitest';
import { divisionRules } from '../src/contracts/championship-rules';
import { listDivisions } from '../src/contracts/division';
import { clubIds } from '../src/contracts/clubs';
import { resetAuth } from './support/auth-emulator';
import { openChampionship, putTournament } from './support/championship-fixtures';
import { draw, putEntries } from './support/draw-fixtures';
import { resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// How long the draw of a state championship takes on the stack: 1,500 entries in 60 divisions.
// A measurement, not a check of `npm test` (no assertion there depends on the machine's speed):
// it runs only with DRAW_BENCH=1, e.g. `DRAW_BENCH=1 /tmp/it.sh test/championship-draw-bench…`,
// and prints its numbers; docs/decisions.md keeps the last ones.

const EVENT = 'bench-state';
const DIVISIONS = 60;
const PER_DIVISION = 25;

describe.skipIf(process.env.DRAW_BENCH !== '1')('the draw of 1,500 entries', () => {
  beforeAll(waitForHealthyApi);

  it('is timed', { timeout: 120_000 }, async () => {
    await Promise.all([resetAuth(), resetFirestore()]);
    const admin = await signUpAdmin('office@example.com');
    await putTournament(EVENT);
    await openChampionship(admin, EVENT);
    const divisions = listDivisions(divisionRules, ['kyorugi', 'poomsae']).slice(0, DIVISIONS);
    const specs = divisions.flatMap((division, d) =>
      Array.from({ length: PER_DIVISION }, (_, i) => ({
        name: `Athlete ${d}-${i}`,
        clubId: clubIds[(d + i) % clubIds.length] ?? 'pune',
        divisionId: division.id,
      })),
    );
    await putEntries(EVENT, specs);
    const started = performance.now();
    const response = await draw(admin, EVENT);
    const drawMs = performance.now() - started;
    const drawBytes = (await response.text()).length;
    expect(response.status).toBe(200);
    const readStarted = performance.now();
    const brackets = await api(`/api/events/${EVENT}/brackets`);
    const bracketsBytes = (await brackets.text()).length;
    const readMs = performance.now() - readStarted;
    console.log(
      `draw of ${specs.length} entries in ${divisions.length} divisions: POST ${Math.round(drawMs)} ms ` +
        `(${drawBytes} bytes); GET brackets ${Math.round(readMs)} ms (${bracketsBytes} bytes)`,
    );
  });
});

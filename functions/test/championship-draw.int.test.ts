import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drawResultResponseSchema, matchResultResponseSchema } from '../src/contracts/bracket';
import type { BracketMatch } from '../src/contracts/draw';
import { COLLECTION_NAMES } from '../src/db/collections';
import { send, signUpGuardian } from './support/athlete-fixtures';
import { resetAuth, signUp, type Session } from './support/auth-emulator';
import {
  athleteAged,
  auditOf,
  enter,
  enterOk,
  openChampionship,
  putTournament,
  signUpOfficial,
} from './support/championship-fixtures';
import { brackets, CADET_45, draw, hashOf, putEntries, score } from './support/draw-fixtures';
import { countDocuments, listDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// The draw, the public brackets and the scoring of bouts, over HTTP against the stack.

const EVENT = 'state-2026';
let admin: Session;
let official: Session;
let member: Session;
let competing: string[];
let withdrawn: string;
let disqualified: string;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [admin, official, member] = await Promise.all([
    signUpAdmin('office@example.com'),
    signUpOfficial('referee@example.com'),
    signUp('member@example.com', 'Lotus-Kick-88'),
  ]);
  await putTournament(EVENT);
  await openChampionship(admin, EVENT);
  const clubs = ['pune', 'pune', 'mumbai', 'mumbai', 'nagpur', 'nashik', 'thane'];
  competing = await putEntries(
    EVENT,
    clubs.map((clubId, index) => ({
      name: `Athlete ${index + 1}`,
      clubId,
      status: index % 2 ? 'weighed-in' : 'entered',
    })),
  );
  const out = await putEntries(EVENT, [
    { name: 'Gone Withdrawn', clubId: 'pune', status: 'withdrawn' },
    { name: 'Gone Disqualified', clubId: 'thane', status: 'disqualified' },
  ]);
  withdrawn = out[0] ?? '';
  disqualified = out[1] ?? '';
});

const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;

const drawOk = async (body: unknown = {}) => {
  const response = await draw(admin, EVENT, body);
  expect(response.status).toBe(200);
  return drawResultResponseSchema.parse(await response.json()).data;
};

const ready = (matches: readonly BracketMatch[]) =>
  matches.filter((m) => m.red && m.blue && m.winnerEntryId === null);

describe('POST /api/admin/events/{id}/draw', () => {
  it('draws the competing entries; the brackets publish the seed and their hash', async () => {
    const drawn = await drawOk();
    const response = await api(`/api/events/${EVENT}/brackets`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=5, s-maxage=10');
    const published = await brackets(EVENT);
    expect(published).toEqual(drawn);
    expect(published.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(published.entriesHash).toBe(hashOf(competing));
    const [division] = published.divisions;
    expect(published.divisions).toHaveLength(1);
    expect(division?.id).toBe(CADET_45);
    expect(division?.name).toBe('Cadet Male −45 kg');
    expect(division?.entries.map((e) => e.entryId).sort()).toEqual([...competing].sort());
    const sides = division?.matches.flatMap((m) => [m.red?.entryId, m.blue?.entryId]) ?? [];
    expect(sides).not.toContain(withdrawn);
    expect(sides).not.toContain(disqualified);
    // 7 athletes: a bracket of 8, one bye (decided at the draw), 4 + 2 + 1 bouts.
    expect(division?.matches).toHaveLength(7);
    expect(await auditOf('championship.draw')).toEqual([
      expect.objectContaining({ actorUid: admin.uid, targetId: EVENT }),
    ]);
  });

  it('refuses a second draw (409 already-drawn); a redraw needs a reason', async () => {
    const first = await drawOk();
    const again = await draw(admin, EVENT, {});
    expect(again.status).toBe(409);
    expect(await codeOf(again)).toBe('already-drawn');
    const noReason = await draw(admin, EVENT, { redraw: true });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ errors: { reason: expect.any(String) } });
    expect((await brackets(EVENT)).seed).toBe(first.seed);
    const redrawn = await drawOk({ redraw: true, reason: 'An entry was in the wrong division' });
    expect(redrawn.seed).not.toBe(first.seed);
    expect(redrawn.entriesHash).toBe(first.entriesHash);
    expect((await brackets(EVENT)).seed).toBe(redrawn.seed);
    expect(await auditOf('championship.redraw')).toEqual([
      expect.objectContaining({
        actorUid: admin.uid,
        statusAfter: expect.stringContaining('An entry was in the wrong division'),
      }),
    ]);
    const [stored] = await listDocuments(COLLECTION_NAMES.championshipDraws);
    expect(stored?.data.redraws).toEqual([
      expect.objectContaining({
        reason: 'An entry was in the wrong division',
        previousSeed: first.seed,
      }),
    ]);
  });

  it('waits for every weigh-in decision, and refuses an empty championship', async () => {
    await putEntries(EVENT, [{ name: 'Heavy', clubId: 'kolhapur', status: 'needs-decision' }]);
    const undecided = await draw(admin, EVENT);
    expect(undecided.status).toBe(409);
    expect(await codeOf(undecided)).toBe('weigh-in-undecided');
    await putTournament('empty-open');
    await openChampionship(admin, 'empty-open');
    const empty = await draw(admin, 'empty-open');
    expect(empty.status).toBe(409);
    expect(await codeOf(empty)).toBe('draw/no-entries');
    expect(await countDocuments(COLLECTION_NAMES.championshipDraws)).toBe(0);
    expect(await countDocuments(COLLECTION_NAMES.championshipBrackets)).toBe(0);
  });

  it('is the office’s alone: 401 signed out, 403 for a member or an official', async () => {
    expect((await draw(undefined, EVENT)).status).toBe(401);
    expect((await draw(member, EVENT)).status).toBe(403);
    expect((await draw(official, EVENT)).status).toBe(403);
    expect(await countDocuments(COLLECTION_NAMES.championshipDraws)).toBe(0);
  });

  it('answers bad input with 4xx and stores nothing', async () => {
    const extra = await draw(admin, EVENT, { seed: 'f'.repeat(64) });
    expect(extra.status).toBe(400);
    const reasonAlone = await draw(admin, EVENT, { reason: 'Why not, really' });
    expect(reasonAlone.status).toBe(400);
    const notJson = await send('POST', `/api/admin/events/${EVENT}/draw`, admin, 'x');
    expect(notJson.status).toBe(400);
    const unknown = await draw(admin, 'no-such-event');
    expect(unknown.status).toBe(404);
    expect(await codeOf(unknown)).toBe('championship/not-found');
    expect(await countDocuments(COLLECTION_NAMES.championshipDraws)).toBe(0);
    expect(await auditOf('championship.draw')).toEqual([]);
  });
});

describe('entries after the draw', () => {
  it('are closed: a new entry and a withdrawal are 409 entries-closed', async () => {
    const guardian = await signUpGuardian('asha@example.com');
    const [first, second] = await Promise.all([
      athleteAged(guardian, 13, { fullName: 'Aarav Patil' }),
      athleteAged(guardian, 13, { fullName: 'Vihaan Patil' }),
    ]);
    const entry = await enterOk(guardian, EVENT, {
      athleteId: first?.id,
      discipline: 'kyorugi',
      declaredWeightKg: 44,
    });
    await drawOk();
    const late = await enter(guardian, EVENT, {
      athleteId: second?.id,
      discipline: 'kyorugi',
      declaredWeightKg: 44,
    });
    expect(late.status).toBe(409);
    expect(await codeOf(late)).toBe('entries-closed');
    const withdrawal = await send('DELETE', `/api/events/${EVENT}/entries/${entry.id}`, guardian);
    expect(withdrawal.status).toBe(409);
    expect(await codeOf(withdrawal)).toBe('entries-closed');
    const championship = await api(`/api/events/${EVENT}/championship`);
    expect(await championship.json()).toMatchObject({ data: { entriesOpen: false } });
  });
});

describe('GET /api/events/{id}/brackets', () => {
  it('is 404 not-drawn before the draw, and 404 for an event that is no championship', async () => {
    const before = await api(`/api/events/${EVENT}/brackets`);
    expect(before.status).toBe(404);
    expect(await codeOf(before)).toBe('not-drawn');
    const other = await api('/api/events/no-such-event/brackets');
    expect(other.status).toBe(404);
    expect(await codeOf(other)).toBe('championship/not-found');
  });
});

describe('PUT /api/admin/events/{id}/matches/{matchId}', () => {
  it('lets an official score a division to the end; every winner advances', async () => {
    await drawOk();
    for (let round = 1; round <= 3; round++) {
      const { matches } = (await brackets(EVENT)).divisions[0] ?? { matches: [] };
      for (const match of ready(matches).filter((m) => m.round === round)) {
        const response = await score(official, EVENT, match.id, {
          winnerEntryId: match.red?.entryId,
        });
        expect(response.status).toBe(200);
        matchResultResponseSchema.parse(await response.json());
      }
    }
    const { matches } = (await brackets(EVENT)).divisions[0] ?? { matches: [] };
    expect(matches.every((m) => m.winnerEntryId !== null)).toBe(true);
    for (const match of matches.filter((m) => m.round > 1)) {
      const feeders = matches.filter(
        (m) => m.round === match.round - 1 && Math.ceil(m.position / 2) === match.position,
      );
      const [red, blue] = feeders.sort((a, b) => a.position - b.position);
      expect(match.red?.entryId).toBe(red?.winnerEntryId);
      expect(match.blue?.entryId).toBe(blue?.winnerEntryId);
    }
    // 3 + 2 + 1 bouts fought (the bye is the draw's), each logged.
    expect(await auditOf('championship.match-scored')).toHaveLength(6);
    // The final may be corrected; a semi-final whose winner fought the final may not.
    const final = matches.find((m) => m.round === 3);
    const corrected = await score(admin, EVENT, final?.id ?? '', {
      winnerEntryId: final?.blue?.entryId,
    });
    expect(corrected.status).toBe(200);
    const semi = matches.find((m) => m.round === 2 && m.red && m.blue);
    const locked = await score(official, EVENT, semi?.id ?? '', {
      winnerEntryId: semi?.blue?.entryId,
    });
    expect(locked.status).toBe(409);
    expect(await codeOf(locked)).toBe('match-locked');
    // Once bouts are fought, a redraw would throw the results away.
    const redraw = await draw(admin, EVENT, { redraw: true, reason: 'Start again, please' });
    expect(redraw.status).toBe(409);
    expect(await codeOf(redraw)).toBe('draw/bouts-scored');
  });

  it('takes the same winner twice as once (nothing logged the second time)', async () => {
    const { divisions } = await drawOk();
    const [match] = ready(divisions[0]?.matches ?? []);
    const body = { winnerEntryId: match?.blue?.entryId };
    expect((await score(official, EVENT, match?.id ?? '', body)).status).toBe(200);
    expect((await score(official, EVENT, match?.id ?? '', body)).status).toBe(200);
    expect(await auditOf('championship.match-scored')).toHaveLength(1);
  });

  it('refuses what is not a bout to score, and stores nothing', async () => {
    const before = await score(official, EVENT, `${CADET_45}.r1.m1`, { winnerEntryId: 'x' });
    expect(before.status).toBe(409);
    expect(await codeOf(before)).toBe('not-drawn');
    const { divisions } = await drawOk();
    const matches = divisions[0]?.matches ?? [];
    const [open] = ready(matches);
    const later = matches.find((m) => m.round === 3);
    const cases: Array<[string, unknown, number, string]> = [
      [`${CADET_45}.r9.m1`, { winnerEntryId: competing[0] }, 404, 'match-not-found'],
      ['kyorugi-none.r1.m1', { winnerEntryId: competing[0] }, 404, 'match-not-found'],
      ['nonsense', { winnerEntryId: competing[0] }, 404, 'match-not-found'],
      [open?.id ?? '', { winnerEntryId: withdrawn }, 409, 'not-in-match'],
      [later?.id ?? '', { winnerEntryId: competing[0] }, 409, 'match-not-ready'],
      [open?.id ?? '', {}, 400, 'validation/invalid'],
      [open?.id ?? '', { winnerEntryId: '' }, 400, 'validation/invalid'],
      [open?.id ?? '', { winnerEntryId: open?.red?.entryId, note: 'x' }, 400, 'validation/invalid'],
    ];
    for (const [matchId, body, status, code] of cases) {
      const response = await score(official, EVENT, matchId, body);
      expect([matchId, response.status, await codeOf(response)]).toEqual([matchId, status, code]);
    }
    const unknown = await score(official, 'no-such-event', open?.id ?? '', {
      winnerEntryId: open?.red?.entryId,
    });
    expect(unknown.status).toBe(404);
    expect((await brackets(EVENT)).divisions[0]?.matches).toEqual(matches);
    expect(await auditOf('championship.match-scored')).toEqual([]);
  });

  it('is for officials and the office: 401 signed out, 403 for a member', async () => {
    const { divisions } = await drawOk();
    const [match] = ready(divisions[0]?.matches ?? []);
    const body = { winnerEntryId: match?.red?.entryId };
    expect((await score(undefined, EVENT, match?.id ?? '', body)).status).toBe(401);
    expect((await score(member, EVENT, match?.id ?? '', body)).status).toBe(403);
    expect((await brackets(EVENT)).divisions[0]?.matches).toEqual(divisions[0]?.matches);
  });
});

describe('an erased athlete', () => {
  it('stays in the bracket as "Name withheld"', async () => {
    const guardian = await signUpGuardian('asha@example.com');
    const child = await athleteAged(guardian, 13, { fullName: 'Aarav Patil' });
    const entry = await enterOk(guardian, EVENT, {
      athleteId: child.id,
      discipline: 'kyorugi',
      declaredWeightKg: 44,
    });
    await drawOk();
    expect((await send('DELETE', `/api/athletes/${child.id}`, guardian)).status).toBe(200);
    const [division] = (await brackets(EVENT)).divisions;
    const sides = [
      ...(division?.entries ?? []),
      ...(division?.matches ?? []).flatMap((m) => [m.red, m.blue]),
    ].filter((side) => side?.entryId === entry.id);
    expect(sides.length).toBeGreaterThan(0);
    expect(sides.every((side) => side?.athleteName === 'Name withheld')).toBe(true);
    expect(JSON.stringify(await brackets(EVENT))).not.toContain('Aarav');
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bracketsResponseSchema,
  resultsResponseSchema,
  type Brackets,
} from '../src/contracts/bracket';
import {
  memberCertificateListResponseSchema,
  publicCertificateResponseSchema,
  type MemberCertificate,
} from '../src/contracts/certificate';
import { send, signUpGuardian } from './support/athlete-fixtures';
import { resetAuth, type Session } from './support/auth-emulator';
import {
  athleteAged,
  auditOf,
  enterOk,
  openChampionship,
  putTournament,
} from './support/championship-fixtures';
import {
  putEventDocument,
  resetFirestore,
  storedEvent,
  kolkataDay,
} from './support/firestore-fixtures';
import { api, eventually, waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// A championship's results: drawn and scored through the API, the medals and the clubs' tally
// come from the brackets, the medallists get championship certificates, and a corrected final
// supersedes the certificates it changes (and only those).

const EVENT = 'state-results';
const TITLE = 'Maharashtra State Championship';
let admin: Session;
let guardian: Session;
let division: { id: string; name: string };

beforeAll(waitForHealthyApi);

const CHILDREN = [
  { fullName: 'Aarav Patil', clubId: 'pune' },
  { fullName: 'Kabir Shaikh', clubId: 'mumbai' },
  { fullName: 'Vihaan Joshi', clubId: 'nagpur' },
  { fullName: 'Reyansh More', clubId: 'pune' },
];

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [admin, guardian] = await Promise.all([
    signUpAdmin('office@example.com'),
    signUpGuardian('asha@example.com'),
  ]);
  await putTournament(EVENT);
  await openChampionship(admin, EVENT);
  for (const child of CHILDREN) {
    const athlete = await athleteAged(guardian, 13, child);
    const entry = await enterOk(guardian, EVENT, {
      athleteId: athlete.id,
      discipline: 'kyorugi',
      declaredWeightKg: 44,
    });
    division = { id: entry.divisionId, name: entry.divisionName };
  }
});

const results = async (session?: Session) => {
  const response = await send('GET', `/api/events/${EVENT}/results`, session);
  expect(response.status).toBe(200);
  return { response, data: resultsResponseSchema.parse(await response.json()).data };
};

async function draw(): Promise<Brackets> {
  const response = await send('POST', `/api/admin/events/${EVENT}/draw`, admin, {});
  expect(response.status).toBe(200);
  return bracketsResponseSchema.parse(await response.json()).data;
}

async function matchesOf(): Promise<Brackets['divisions'][number]['matches']> {
  const response = await api(`/api/events/${EVENT}/brackets`);
  const brackets = bracketsResponseSchema.parse(await response.json()).data;
  return brackets.divisions.find((d) => d.id === division.id)?.matches ?? [];
}

const score = (matchId: string, winnerEntryId: string) =>
  send('PUT', `/api/admin/events/${EVENT}/matches/${matchId}`, admin, { winnerEntryId });

/** Scores every bout, the red side winning, round by round; answers the final's id. */
async function scoreAll(): Promise<string> {
  for (let round = 1; ; round += 1) {
    const bouts = (await matchesOf()).filter((m) => m.round === round);
    if (bouts.length === 0) throw new Error('no final');
    for (const bout of bouts) {
      if (bout.winnerEntryId !== null || !bout.red || !bout.blue) continue;
      expect((await score(bout.id, bout.red.entryId)).status).toBe(200);
    }
    if (bouts.length === 1) return bouts[0]?.id ?? '';
  }
}

const championshipCertificates = async (): Promise<MemberCertificate[]> => {
  const response = await send('GET', '/api/certificates', guardian);
  const list = memberCertificateListResponseSchema.parse(await response.json()).data;
  return list.filter((certificate) => certificate.kind === 'championship');
};

const valid = (list: MemberCertificate[]) => list.filter((c) => c.status === 'valid');

describe('GET /api/events/{id}/results', () => {
  it('lists a drawn division without medals until its final is decided', async () => {
    await draw();
    const { response, data } = await results();
    expect(response.headers.get('cache-control')).toBe('public, max-age=5, s-maxage=10');
    expect(data.divisions).toEqual([
      { id: division.id, name: division.name, gold: null, silver: null, bronze: [] },
    ]);
    expect(data.tally).toEqual([]);
  });

  it('gives gold, silver and two bronzes once scored, the tally sums, and certificates', async () => {
    await draw();
    await scoreAll();
    const { data } = await results();
    const [result] = data.divisions;
    expect(result?.gold).not.toBeNull();
    expect(result?.silver).not.toBeNull();
    expect(result?.bronze).toHaveLength(2);
    const medallists = [result?.gold, result?.silver, ...(result?.bronze ?? [])];
    expect(new Set(medallists.map((m) => m?.athleteName))).toEqual(
      new Set(CHILDREN.map((c) => c.fullName)),
    );
    const sum = (key: 'gold' | 'silver' | 'bronze') =>
      data.tally.reduce((total, row) => total + row[key], 0);
    expect([sum('gold'), sum('silver'), sum('bronze')]).toEqual([1, 1, 2]);
    const pune = data.tally.find((row) => row.clubId === 'pune');
    expect(pune?.clubName).toBe('Pune');
    expect((pune?.gold ?? 0) + (pune?.silver ?? 0) + (pune?.bronze ?? 0)).toBe(2);

    const issued = await eventually(championshipCertificates, (list) => list.length === 4);
    expect(issued).toHaveLength(4);
    const gold = issued.find((c) => c.holderName === result?.gold?.athleteName);
    expect(gold?.result).toBe(`Gold, ${division.name}`);
    const lookup = await api(`/api/certificates/${gold?.number ?? ''}`);
    expect(publicCertificateResponseSchema.parse(await lookup.json()).data).toMatchObject({
      kind: 'championship',
      holderName: result?.gold?.athleteName,
      result: `Gold, ${division.name}`,
      eventTitle: TITLE,
      status: 'valid',
    });
    const bronzes = issued.filter((c) => c.result === `Bronze, ${division.name}`);
    expect(bronzes).toHaveLength(2);
    expect(await auditOf('championship.certificates')).toEqual([
      expect.objectContaining({ actorUid: admin.uid, statusAfter: '4 issued, 0 superseded' }),
    ]);
  });

  it('a corrected final supersedes the old gold and silver, keeps the bronzes', async () => {
    await draw();
    const finalId = await scoreAll();
    const before = await eventually(championshipCertificates, (list) => list.length === 4);
    const final = (await matchesOf()).find((m) => m.id === finalId);
    const oldGold = before.find((c) => c.result?.startsWith('Gold'));
    expect((await score(finalId, final?.blue?.entryId ?? '')).status).toBe(200);

    const after = await eventually(championshipCertificates, (list) => list.length === 6);
    expect(after).toHaveLength(6);
    const lookup = await api(`/api/certificates/${oldGold?.number ?? ''}`);
    expect(publicCertificateResponseSchema.parse(await lookup.json()).data.status).toBe(
      'superseded',
    );
    const current = valid(after);
    expect(current).toHaveLength(4);
    expect(current.find((c) => c.result?.startsWith('Gold'))?.holderName).toBe(
      final?.blue?.athleteName,
    );
    const bronzeNumbers = (list: MemberCertificate[]) =>
      list.filter((c) => c.result?.startsWith('Bronze')).map((c) => c.number);
    expect(bronzeNumbers(current).sort()).toEqual(bronzeNumbers(before).sort());
    const { data } = await results();
    expect(data.divisions[0]?.gold?.athleteName).toBe(final?.blue?.athleteName);

    // Scored again with the same winner: nothing more is issued.
    await score(finalId, final?.blue?.entryId ?? '');
    expect(await championshipCertificates()).toHaveLength(6);
  });

  it('shows a member exactly the public shape: name and club, nothing more', async () => {
    await draw();
    await scoreAll();
    const anonymous = await (await api(`/api/events/${EVENT}/results`)).json();
    const member = await (await send('GET', `/api/events/${EVENT}/results`, guardian)).json();
    expect(member).toEqual(anonymous);
    const { data } = resultsResponseSchema.parse(member);
    expect(Object.keys(data.divisions[0]?.gold ?? {}).sort()).toEqual([
      'athleteName',
      'clubId',
      'clubName',
      'entryId',
    ]);
    expect(JSON.stringify(member)).not.toMatch(/athleteId|dateOfBirth|birthYear|guardian/);
  });

  it("gives a division's only athlete gold and a certificate at the draw: there is no bout", async () => {
    const sole = await athleteAged(guardian, 13, { fullName: 'Ira Kulkarni', clubId: 'nashik' });
    const entry = await enterOk(guardian, EVENT, {
      athleteId: sole.id,
      discipline: 'kyorugi',
      declaredWeightKg: 60,
    });
    expect(entry.divisionId).not.toBe(division.id);
    await draw();
    const { data } = await results();
    const alone = data.divisions.find((d) => d.id === entry.divisionId);
    expect(alone).toMatchObject({ silver: null, bronze: [] });
    expect(alone?.gold?.athleteName).toBe('Ira Kulkarni');
    const issued = await eventually(championshipCertificates, (list) => list.length === 1);
    expect(issued.map((c) => [c.holderName, c.result])).toEqual([
      ['Ira Kulkarni', `Gold, ${entry.divisionName}`],
    ]);
  });

  it('answers 404 for an unknown event, a plain event and a championship not drawn', async () => {
    await putEventDocument('seminar', storedEvent(kolkataDay(5), { eventType: 'seminar' }));
    for (const id of ['no-such-event', 'seminar', '%2E%2E', 'a'.repeat(200)]) {
      expect((await api(`/api/events/${id}/results`)).status, id).toBe(404);
    }
    const early = await api(`/api/events/${EVENT}/results`);
    expect(early.status).toBe(404);
    expect(await early.json()).toMatchObject({ code: 'not-drawn' });
  });
});

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  certificateVerifyResponseSchema,
  memberCertificateListResponseSchema,
  memberCertificateResponseSchema,
  publicCertificateResponseSchema,
} from '../src/contracts/certificate';
import { certificateJwksSchema, checkCertificateToken } from '../src/contracts/certificate-token';
import { gradingResultsResponseSchema, rankHistoryResponseSchema } from '../src/contracts/grading';
import { COLLECTION_NAMES } from '../src/db/collections';
import { createAthleteAs, send, signUpCoach, signUpGuardian } from './support/athlete-fixtures';
import { resetAuth, type Session } from './support/auth-emulator';
import { createGradingAs, recordResults, verify } from './support/certificate-fixtures';
import { countDocuments, listDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// The office records a grading; the athlete's rank and history change; the certificate is public
// by number and its token verifies; a revocation makes it not valid. Who may read a rank history,
// and the rank rule, are refused with nothing stored.

let guardian: Session;
let stranger: Session;
let office: Session;
let athleteId: string;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [guardian, stranger, office] = await Promise.all([
    signUpGuardian('asha@example.com'),
    signUpGuardian('ravi@example.com'),
    signUpAdmin(),
  ]);
  athleteId = (await createAthleteAs(guardian)).id;
});

const ranksOf = async (session: Session) => {
  const response = await send('GET', `/api/athletes/${athleteId}/ranks`, session);
  return {
    status: response.status,
    body: (await response.json()) as { data: Array<{ rank: string }>; code?: string },
  };
};

describe('a grading, its certificate, and a revocation', () => {
  it('runs end to end', async () => {
    const gradingId = await createGradingAs(office);
    const recorded = await recordResults(office, gradingId, [
      { athleteId, rank: 'yellow', result: 'pass' },
    ]);
    expect(recorded.status).toBe(200);
    const { data: answer } = gradingResultsResponseSchema.parse(await recorded.json());
    expect(answer.issued).toHaveLength(1);
    const number = answer.issued[0]?.certificateNumber ?? '';
    expect(number).toMatch(/^MTA-C-\d{4}-\d{6}$/);

    // The rank and its history changed.
    const athlete = (await (await send('GET', `/api/athletes/${athleteId}`, guardian)).json()) as {
      data: { currentRank: string };
    };
    expect(athlete.data.currentRank).toBe('yellow');
    const history = await ranksOf(guardian);
    expect(rankHistoryResponseSchema.parse(history.body).data).toEqual([
      expect.objectContaining({
        rank: 'yellow',
        source: 'grading',
        gradingId,
        certificateNumber: number,
      }),
    ]);

    // Public by number, valid, for anyone.
    const lookup = await api(`/api/certificates/${number}`);
    expect(lookup.status).toBe(200);
    expect(publicCertificateResponseSchema.parse(await lookup.json()).data).toMatchObject({
      number,
      kind: 'rank',
      holderName: 'Aarav Patil',
      rank: 'yellow',
      status: 'valid',
    });

    // The family's copy carries the token; it verifies on the server and against the published keys.
    const mine = memberCertificateListResponseSchema.parse(
      await (await send('GET', '/api/certificates', guardian)).json(),
    ).data;
    const token = mine.find((certificate) => certificate.number === number)?.token ?? '';
    const checked = certificateVerifyResponseSchema.parse(await (await verify(token)).json()).data;
    expect(checked).toMatchObject({ valid: true, number, status: 'valid' });
    const jwks = certificateJwksSchema.parse(await (await api('/.well-known/jwks.json')).json());
    expect((await checkCertificateToken(token, jwks)).ok).toBe(true);

    // Revoked by the office, with a reason: the same token is no longer valid.
    const revoked = await send('POST', `/api/admin/certificates/${number}/revoke`, office, {
      reason: 'Issued to the wrong candidate',
    });
    expect(revoked.status).toBe(200);
    const after = certificateVerifyResponseSchema.parse(await (await verify(token)).json()).data;
    expect(after).toMatchObject({ valid: false, status: 'revoked', reason: 'revoked' });
    const again = await send('POST', `/api/admin/certificates/${number}/revoke`, office, {
      reason: 'Twice',
    });
    expect(again.status).toBe(409);
    const audit = await listDocuments(COLLECTION_NAMES.auditLog);
    expect(audit.map((entry) => entry.data.action)).toEqual(
      expect.arrayContaining(['grading.create', 'grading.results', 'certificate.revoke']),
    );
  });

  it('supersedes the previous rank certificate at the next pass', async () => {
    const first = await createGradingAs(office, 30);
    const one = gradingResultsResponseSchema.parse(
      await (
        await recordResults(office, first, [{ athleteId, rank: 'yellow', result: 'pass' }])
      ).json(),
    ).data.issued[0]?.certificateNumber;
    const second = await createGradingAs(office, 0);
    const two = await recordResults(office, second, [{ athleteId, rank: 'green', result: 'pass' }]);
    expect(two.status).toBe(200);
    const old = publicCertificateResponseSchema.parse(
      await (await api(`/api/certificates/${one}`)).json(),
    ).data;
    expect(old.status).toBe('superseded');
    expect(
      (await ranksOf(guardian)).body.data.map((entry: { rank: string }) => entry.rank),
    ).toEqual(['yellow', 'green']);
  });
});

describe('the rank rule', () => {
  it('refuses a rank that goes down, or skips too far, with nothing stored', async () => {
    const gradingId = await createGradingAs(office);
    await recordResults(office, gradingId, [{ athleteId, rank: 'yellow-green', result: 'pass' }]);
    const certificates = await countDocuments(COLLECTION_NAMES.certificates);
    const later = await createGradingAs(office);
    const down = await recordResults(office, later, [
      { athleteId, rank: 'yellow', result: 'pass' },
    ]);
    expect(down.status).toBe(400);
    expect(await down.json()).toMatchObject({
      code: 'rank/not-higher',
      errors: { 'results.0.rank': expect.any(String) },
    });
    const far = await recordResults(office, later, [{ athleteId, rank: 'blue', result: 'pass' }]);
    expect(far.status).toBe(400);
    expect(await far.json()).toMatchObject({ code: 'rank/too-far' });
    const recognisedDown = await send('POST', `/api/admin/athletes/${athleteId}/ranks`, office, {
      rank: 'white',
      awardedOn: '2020-01-01',
      reason: 'Certificate from another association shown',
    });
    expect(recognisedDown.status).toBe(400);
    expect(await countDocuments(COLLECTION_NAMES.certificates)).toBe(certificates);
    expect(await countDocuments(COLLECTION_NAMES.gradingResults)).toBe(1);
  });

  it('records a recognised rank with its reason, and no certificate', async () => {
    const response = await send('POST', `/api/admin/athletes/${athleteId}/ranks`, office, {
      rank: 'dan-1',
      awardedOn: '2024-03-01',
      reason: 'Kukkiwon certificate 05-123456 shown at the office',
    });
    expect(response.status).toBe(201);
    expect((await ranksOf(guardian)).body.data).toEqual([
      { rank: 'dan-1', awardedOn: '2024-03-01', source: 'recognised', reason: expect.any(String) },
    ]);
    expect(await countDocuments(COLLECTION_NAMES.certificates)).toBe(0);
  });

  it('refuses bad input with field errors', async () => {
    const gradingId = await createGradingAs(office);
    const cases: unknown[] = [
      [],
      [{ athleteId, rank: 'purple', result: 'pass' }],
      [{ athleteId, rank: 'yellow', result: 'maybe' }],
      [{ athleteId: 'nobody', rank: 'yellow', result: 'pass' }],
      [
        { athleteId, rank: 'yellow', result: 'pass' },
        { athleteId, rank: 'yellow', result: 'fail' },
      ],
    ];
    for (const results of cases) {
      const response = await recordResults(office, gradingId, results);
      expect(response.status, JSON.stringify(results)).toBe(400);
    }
    expect(
      (
        await recordResults(office, 'no-such-grading', [
          { athleteId, rank: 'yellow', result: 'pass' },
        ])
      ).status,
    ).toBe(404);
    const bad = await send('POST', '/api/admin/gradings', office, {
      date: '2026-02-30',
      examiners: [],
    });
    expect(bad.status).toBe(400);
    expect(await countDocuments(COLLECTION_NAMES.gradingResults)).toBe(0);
  });
});

describe('who may read', () => {
  it('lets the guardian, the office and the club coach read ranks; another member gets 404', async () => {
    const coach = await signUpCoach('coach@example.com', 'pune');
    expect((await ranksOf(guardian)).status).toBe(200);
    expect((await ranksOf(office)).status).toBe(200);
    expect((await ranksOf(coach)).status).toBe(200);
    const other = await ranksOf(stranger);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ code: 'athlete/not-found' });
    expect((await send('GET', `/api/athletes/${athleteId}/ranks`, undefined)).status).toBe(401);
  });

  it('keeps the office routes to the office', async () => {
    expect((await send('POST', '/api/admin/gradings', guardian, {})).status).toBe(403);
    expect((await send('GET', '/api/admin/gradings', guardian)).status).toBe(403);
    expect(
      (
        await send('POST', '/api/admin/certificates/MTA-C-2026-000001/revoke', guardian, {
          reason: 'no',
        })
      ).status,
    ).toBe(403);
  });
});

describe('the public routes', () => {
  it('answer malformed and unknown input clearly, never with a 500', async () => {
    for (const number of ['MTA-C-2026-999999', 'nonsense', 'MTA-C-26-1', '%00', 'a'.repeat(300)]) {
      const response = await api(`/api/certificates/${encodeURIComponent(number)}`);
      expect(response.status, number).toBe(404);
    }
    for (const token of ['', 'a.b.c', 'x'.repeat(50_000), 'eyJhbGciOiJub25lIn0.e30.']) {
      const response = await verify(token);
      expect(response.status, token.slice(0, 20)).toBeLessThan(500);
      if (response.status === 200) {
        const { data } = certificateVerifyResponseSchema.parse(await response.json());
        expect(data.valid).toBe(false);
      }
    }
    for (const body of [{}, { token: 42 }, { token: null }, { token: 'a', extra: 1 }]) {
      expect((await send('POST', '/api/certificates/verify', undefined, body)).status).toBe(400);
    }
  });
});

describe('the membership certificate and erasure', () => {
  it('issues the ID card once, and keeps certificates verifiable, nameless, after erasure', async () => {
    const first = await send('POST', `/api/athletes/${athleteId}/membership-certificate`, guardian);
    expect(first.status).toBe(200);
    const card = memberCertificateResponseSchema.parse(await first.json()).data;
    expect(card).toMatchObject({ kind: 'membership', status: 'valid', holderName: 'Aarav Patil' });
    const again = memberCertificateResponseSchema.parse(
      await (
        await send('POST', `/api/athletes/${athleteId}/membership-certificate`, guardian)
      ).json(),
    ).data;
    expect(again.number).toBe(card.number);
    expect(
      (await send('POST', `/api/athletes/${athleteId}/membership-certificate`, stranger)).status,
    ).toBe(404);

    const exported = (await (await send('GET', '/api/users/me/export', guardian)).json()) as {
      certificates: Array<{ number: string }>;
    };
    expect(exported.certificates.map((certificate) => certificate.number)).toContain(card.number);

    expect((await send('DELETE', `/api/athletes/${athleteId}`, guardian)).status).toBe(200);
    const after = publicCertificateResponseSchema.parse(
      await (await api(`/api/certificates/${card.number}`)).json(),
    ).data;
    expect(after).toMatchObject({ holderName: 'Name withheld', status: 'valid' });
    expect(after.membershipNumber).toBeUndefined();
    const stored = (await listDocuments(COLLECTION_NAMES.certificates))[0]?.data;
    expect(stored).toMatchObject({ athleteId: null, token: null, holderName: 'Name withheld' });
    expect(
      certificateVerifyResponseSchema.parse(await (await verify(card.token)).json()).data,
    ).toMatchObject({
      valid: true,
      number: card.number,
    });
  });
});

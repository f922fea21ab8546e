import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gradingDetailResponseSchema, gradingListResponseSchema } from '../src/contracts/grading';
import { createAthleteAs, send, signUpGuardian } from './support/athlete-fixtures';
import { resetAuth, type Session } from './support/auth-emulator';
import { createGradingAs, recordResults } from './support/certificate-fixtures';
import { resetFirestore } from './support/firestore-fixtures';
import { waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// The office's grading screens read their gradings back: the list with counts, and one grading
// with its candidates; a result is recorded once per athlete and grading; a grading in the future
// takes no results yet.

let office: Session;
let guardian: Session;

beforeAll(waitForHealthyApi);
beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [office, guardian] = await Promise.all([signUpAdmin(), signUpGuardian('asha@example.com')]);
});

describe('the office reading its gradings', () => {
  it('lists gradings with counts and shows one with its candidates', async () => {
    const [passer, failer] = await Promise.all([
      createAthleteAs(guardian, { fullName: 'Sai Patil' }),
      createAthleteAs(guardian, { fullName: 'Om Jadhav' }),
    ]);
    const gradingId = await createGradingAs(office);
    const recorded = await recordResults(office, gradingId, [
      { athleteId: passer.id, rank: 'yellow', result: 'pass' },
      { athleteId: failer.id, rank: 'yellow', result: 'fail' },
    ]);
    expect(recorded.status).toBe(200);

    const list = gradingListResponseSchema.parse(
      await (await send('GET', '/api/admin/gradings', office)).json(),
    );
    expect(list.data).toEqual([
      expect.objectContaining({ id: gradingId, city: 'Pune', resultCount: 2, passCount: 1 }),
    ]);
    const detail = gradingDetailResponseSchema.parse(
      await (await send('GET', `/api/admin/gradings/${gradingId}`, office)).json(),
    ).data;
    expect(detail.results.map((row) => [row.athleteName, row.result])).toEqual([
      ['Om Jadhav', 'fail'],
      ['Sai Patil', 'pass'],
    ]);
    expect(detail.results.find((row) => row.result === 'fail')?.certificateNumber).toBeNull();
    expect((await send('GET', '/api/admin/gradings/nope', office)).status).toBe(404);
  });

  it('records a result once per athlete and grading, and none before the grading day', async () => {
    const athlete = await createAthleteAs(guardian);
    const gradingId = await createGradingAs(office);
    const entry = [{ athleteId: athlete.id, rank: 'yellow', result: 'fail' }];
    expect((await recordResults(office, gradingId, entry)).status).toBe(200);
    const twice = await recordResults(office, gradingId, entry);
    expect(twice.status).toBe(409);
    expect(await twice.json()).toMatchObject({ code: 'grading/result-exists' });
    const future = await createGradingAs(office, -7);
    const early = await recordResults(office, future, entry);
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ code: 'grading/not-held-yet' });
  });
});

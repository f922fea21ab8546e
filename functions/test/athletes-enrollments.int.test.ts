import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  enrollmentCreatedResponseSchema,
  enrollmentDetailSchema,
} from '../src/contracts/enrollment';
import { COLLECTION_NAMES } from '../src/db/collections';
import { createAthleteAs, send, signUpGuardian } from './support/athlete-fixtures';
import { resetAuth, type Session } from './support/auth-emulator';
import { countDocuments, resetFirestore } from './support/firestore-fixtures';
import { waitForHealthyApi } from './support/stack';
import {
  callCreateEnrollment,
  enrollmentForm,
  newKey,
  postEnrollment,
} from './support/submissions';

// Enrolling one of the member's athletes: POST /api/enrollments (and the callable, which shares
// the service) with an optional athleteId the caller must guard.

let asha: Session;
let ravi: Session;
let athleteId: string;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [asha, ravi] = await Promise.all([
    signUpGuardian('asha@example.com'),
    signUpGuardian('ravi@example.com'),
  ]);
  ({ id: athleteId } = await createAthleteAs(asha));
});

describe('an enrollment for an athlete', () => {
  it('belongs to the athlete: stored and answered with its athleteId', async () => {
    const response = await postEnrollment(asha.idToken, enrollmentForm({ athleteId }));
    expect(response.status).toBe(201);
    const { data } = enrollmentCreatedResponseSchema.parse(await response.json());
    const detail = await send('GET', `/api/enrollments/${data.id}`, asha);
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as { data: unknown };
    expect(enrollmentDetailSchema.parse(body.data).athleteId).toBe(athleteId);
  });

  it('is 404 athlete/not-found for another family’s athlete or an unknown one, nothing stored', async () => {
    for (const id of [athleteId, 'no-such-athlete']) {
      const response = await postEnrollment(ravi.idToken, enrollmentForm({ athleteId: id }));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'athlete/not-found' });
    }
    const callable = await callCreateEnrollment(ravi.idToken, {
      ...enrollmentForm({ athleteId }),
      idempotencyKey: newKey(),
    });
    expect(callable.status).toBe(404);
    expect(await countDocuments(COLLECTION_NAMES.enrollments)).toBe(0);
    expect(await countDocuments(COLLECTION_NAMES.referenceNumbers)).toBe(0);
  });

  it('works through the callable for the guardian', async () => {
    const response = await callCreateEnrollment(asha.idToken, {
      ...enrollmentForm({ athleteId }),
      idempotencyKey: newKey(),
    });
    expect(response.status).toBe(200);
    expect(await countDocuments(COLLECTION_NAMES.enrollments)).toBe(1);
  });

  it.each([42, '', null, 'x'.repeat(129)])('refuses athleteId %j with 400', async (value) => {
    const response = await postEnrollment(asha.idToken, enrollmentForm({ athleteId: value }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { athleteId: expect.any(String) } });
    expect(await countDocuments(COLLECTION_NAMES.enrollments)).toBe(0);
  });

  it('without an athleteId stays the member’s own, as before', async () => {
    const response = await postEnrollment(ravi.idToken, enrollmentForm());
    expect(response.status).toBe(201);
    const { data } = enrollmentCreatedResponseSchema.parse(await response.json());
    const detail = (await (await send('GET', `/api/enrollments/${data.id}`, ravi)).json()) as {
      data: Record<string, unknown>;
    };
    expect(detail.data).not.toHaveProperty('athleteId');
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enrollmentMessages, enrollmentPayloadSchema } from '../contracts/enrollment';
import { tooManyRequests } from '../http/http-error';
import { takeMemberSlot } from '../limits/member-rate-limit';
import { derivedIdempotencyKeys } from './derived-idempotency-key';
import { enrollmentIdFor } from './enrollment-id';
import { createEnrollmentDocument, readEnrollment } from './enrollment-repository';
import { releaseReferenceNumber, reserveReferenceNumber } from './reference-registry';
import { newStoredEnrollment } from './stored-enrollment';
import { requestFingerprint } from './request-fingerprint';
import { submitEnrollment } from './submit-enrollment';
import { exampleEnrollmentForm } from '../testing/examples';

// The orchestration only; each Firestore step is replaced. The same flows against the emulator,
// including real races, are in test/enrollments*.int.test.ts.
vi.mock('./enrollment-repository', () => ({
  readEnrollment: vi.fn(),
  createEnrollmentDocument: vi.fn(),
}));
vi.mock('./reference-registry', () => ({
  reserveReferenceNumber: vi.fn(async () => 'MTA-2026-AAAAAA'),
  releaseReferenceNumber: vi.fn(async () => undefined),
}));
vi.mock('../limits/member-rate-limit', async (original) => ({
  ...(await original<typeof import('../limits/member-rate-limit')>()),
  takeMemberSlot: vi.fn(async () => undefined),
}));
vi.mock('firebase-functions/logger', () => ({ warn: vi.fn(), error: vi.fn() }));

const KEY = 'key-0123456789abcdef';
const ID = enrollmentIdFor('u1', KEY);
const NOW = Date.parse('2026-03-04T05:06:07.089Z');
const payload = enrollmentPayloadSchema.parse(exampleEnrollmentForm());
const submit = () => submitEnrollment('u1', { payload, idempotencyKey: KEY }, NOW);
const winner = newStoredEnrollment({
  uid: 'u1',
  idempotencyKey: KEY,
  referenceNumber: 'MTA-2026-WINNER',
  payload,
  requestFingerprint: requestFingerprint(payload),
  now: NOW - 5,
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(readEnrollment).mockResolvedValue(undefined);
  vi.mocked(createEnrollmentDocument).mockResolvedValue(true);
});

describe('submitEnrollment', () => {
  it('creates a new enrollment under the derived id and answers 201-style', async () => {
    const answer = await submit();
    expect(takeMemberSlot).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'enrollment', uid: 'u1', now: NOW, holder: ID }),
    );
    expect(reserveReferenceNumber).toHaveBeenCalledWith({ enrollmentId: ID, uid: 'u1' }, NOW);
    expect(createEnrollmentDocument).toHaveBeenCalledWith(
      ID,
      expect.objectContaining({ uid: 'u1', idempotencyKey: KEY, status: 'pending' }),
    );
    expect(answer).toEqual({
      success: true,
      message: enrollmentMessages.submitted,
      data: {
        _id: ID,
        id: ID,
        referenceNumber: 'MTA-2026-AAAAAA',
        program: 'teens',
        status: 'pending',
        createdAt: '2026-03-04T05:06:07.089Z',
      },
    });
  });

  it('answers a retry from the stored enrollment, without the limit or a new number', async () => {
    vi.mocked(readEnrollment).mockResolvedValue({ ...winner, status: 'approved' });
    const answer = await submit();
    expect(answer.data).toMatchObject({ referenceNumber: 'MTA-2026-WINNER', status: 'pending' });
    expect(takeMemberSlot).not.toHaveBeenCalled();
    expect(reserveReferenceNumber).not.toHaveBeenCalled();
    expect(createEnrollmentDocument).not.toHaveBeenCalled();
  });

  it('reserves nothing when the member is over the limit', async () => {
    vi.mocked(takeMemberSlot).mockRejectedValueOnce(
      tooManyRequests('rate-limit/too-many-enrollments', 'slow', 60),
    );
    await expect(submit()).rejects.toMatchObject({ status: 429 });
    expect(reserveReferenceNumber).not.toHaveBeenCalled();
  });

  it('after losing a race, releases its number and answers with the winner', async () => {
    vi.mocked(createEnrollmentDocument).mockResolvedValue(false);
    vi.mocked(readEnrollment).mockResolvedValueOnce(undefined).mockResolvedValueOnce(winner);
    const answer = await submit();
    expect(releaseReferenceNumber).toHaveBeenCalledWith('MTA-2026-AAAAAA');
    expect(answer.data.referenceNumber).toBe('MTA-2026-WINNER');
  });

  it('still answers with the winner when the release fails (a stray reservation is harmless)', async () => {
    vi.mocked(createEnrollmentDocument).mockResolvedValue(false);
    vi.mocked(releaseReferenceNumber).mockRejectedValueOnce(new Error('timeout'));
    vi.mocked(readEnrollment).mockResolvedValueOnce(undefined).mockResolvedValueOnce(winner);
    await expect(submit()).resolves.toMatchObject({ data: { referenceNumber: 'MTA-2026-WINNER' } });
  });

  it('answers 409 when the winner vanished before it could be read', async () => {
    vi.mocked(createEnrollmentDocument).mockResolvedValue(false);
    await expect(submit()).rejects.toMatchObject({
      status: 409,
      code: 'enrollment/failed',
      message: enrollmentMessages.failed,
    });
  });
});

describe('submitEnrollment without a client key', () => {
  const [CURRENT, PREVIOUS] = derivedIdempotencyKeys(payload, NOW);
  const CURRENT_ID = enrollmentIdFor('u1', CURRENT);
  const PREVIOUS_ID = enrollmentIdFor('u1', PREVIOUS);
  const submitBlind = () => submitEnrollment('u1', { payload }, NOW);

  it('stores under the key derived for this window, after looking in both windows', async () => {
    const answer = await submitBlind();
    expect(vi.mocked(readEnrollment).mock.calls.map(([id]) => id)).toEqual([
      CURRENT_ID,
      PREVIOUS_ID,
    ]);
    expect(createEnrollmentDocument).toHaveBeenCalledWith(
      CURRENT_ID,
      expect.objectContaining({ idempotencyKey: CURRENT, termsAccepted: true }),
    );
    expect(answer.data.id).toBe(CURRENT_ID);
  });

  it('answers a retry in the next window with the enrollment of the previous one', async () => {
    vi.mocked(readEnrollment).mockImplementation(async (id) =>
      id === PREVIOUS_ID ? winner : undefined,
    );
    const answer = await submitBlind();
    expect(answer.data).toMatchObject({ id: PREVIOUS_ID, referenceNumber: 'MTA-2026-WINNER' });
    expect(takeMemberSlot).not.toHaveBeenCalled();
    expect(createEnrollmentDocument).not.toHaveBeenCalled();
  });
});

describe('submitEnrollment with a reused key and another payload', () => {
  const other = enrollmentPayloadSchema.parse({ ...exampleEnrollmentForm(), city: 'Nagpur' });

  it('answers 422 with the exact text and stores nothing', async () => {
    vi.mocked(readEnrollment).mockResolvedValue(winner);
    const refusal = submitEnrollment('u1', { payload: other, idempotencyKey: KEY }, NOW);
    await expect(refusal).rejects.toMatchObject({
      status: 422,
      code: 'idempotency/key-reused',
      message: 'Idempotency-Key reused with a different request',
    });
    expect(takeMemberSlot).not.toHaveBeenCalled();
    expect(reserveReferenceNumber).not.toHaveBeenCalled();
    expect(createEnrollmentDocument).not.toHaveBeenCalled();
  });

  it('answers 422 after losing a race to it, and gives its number back', async () => {
    vi.mocked(createEnrollmentDocument).mockResolvedValue(false);
    vi.mocked(readEnrollment).mockResolvedValueOnce(undefined).mockResolvedValueOnce(winner);
    const refusal = submitEnrollment('u1', { payload: other, idempotencyKey: KEY }, NOW);
    await expect(refusal).rejects.toMatchObject({ status: 422, code: 'idempotency/key-reused' });
    expect(releaseReferenceNumber).toHaveBeenCalledWith('MTA-2026-AAAAAA');
  });

  it('still answers the same payload, differently spaced, as a replay', async () => {
    vi.mocked(readEnrollment).mockResolvedValue(winner);
    const form = exampleEnrollmentForm();
    // Parsed as the route parses it: the schema trims, so only the content counts.
    const spaced = enrollmentPayloadSchema.parse({ ...form, city: `  ${form.city} ` });
    const answer = await submitEnrollment('u1', { payload: spaced, idempotencyKey: KEY }, NOW);
    expect(answer.data.referenceNumber).toBe('MTA-2026-WINNER');
  });

  it('answers replays of enrollments stored before fingerprints as before', async () => {
    const legacy = { ...winner };
    delete legacy.requestFingerprint;
    vi.mocked(readEnrollment).mockResolvedValue(legacy);
    const answer = await submitEnrollment('u1', { payload: other, idempotencyKey: KEY }, NOW);
    expect(answer.data.referenceNumber).toBe('MTA-2026-WINNER');
  });
});

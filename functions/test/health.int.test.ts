import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthDownSchema, healthOkSchema } from '../src/contracts/health';
import { apiMessages } from '../src/contracts/messages';
import {
  api,
  controlFirestore,
  eventually,
  firestoreControlUrl,
  waitForHealthyApi,
} from './support/stack';

beforeAll(waitForHealthyApi);

describe('GET /api/health', () => {
  it('reports a connected Firestore in the shape the forgot-password screen reads', async () => {
    const response = await api('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = healthOkSchema.parse(await response.json());
    expect(body.mongodbState).toEqual({
      readyState: 1,
      host: process.env.FIRESTORE_EMULATOR_HOST,
      status: 'connected',
    });
  });

  describe.skipIf(!firestoreControlUrl)('while Firestore is down (embedded emulator only)', () => {
    let outage: Promise<void> | undefined;
    beforeAll(() => {
      outage = controlFirestore('stop');
      return outage;
    });
    // Whatever happens in the tests, the stack must come back for everyone else.
    afterAll(async () => {
      if (outage) await controlFirestore('start');
    });

    // That the answer comes within the client's 5 s timeout is the probe's deadline, pinned with a
    // fake clock in src/db/health-probe.test.ts: a stopwatch here would fail on a busy machine.
    it('answers 503 with the error shape and a disconnected state', async () => {
      const response = await api('/api/health');
      expect(response.status).toBe(503);
      const body = healthDownSchema.parse(await response.json());
      expect(body.message).toBe(apiMessages.databaseUnavailable);
      expect(body.mongodbState).toMatchObject({ readyState: 0, status: 'disconnected' });
    });

    it('makes data routes answer 503 with a clear message, not 500', async () => {
      const response = await api('/api/events');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        success: false,
        code: 'service/database-unavailable',
        message: apiMessages.databaseUnavailable,
      });
    });

    it('recovers once Firestore is back', async () => {
      await controlFirestore('start');
      const response = await eventually(
        () => api('/api/health'),
        (answer) => answer.status === 200,
      );
      expect(response.status).toBe(200);
      expect(healthOkSchema.parse(await response.json()).mongodbState.readyState).toBe(1);
    });
  });
});

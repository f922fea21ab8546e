import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, withDeadline } from '../db/database-errors';
import { platformErrorAnswer } from '../http/platform-errors';
import { FAULT_HEADER, injectedFault, withRequestFault } from './fault-injection';

const TEST_RUN = { FUNCTIONS_EMULATOR: 'true', MTA_TEST_FAULTS: '1' };
const headers = { [FAULT_HEADER]: 'firestore-resource-exhausted' };

describe('the injected platform failure', () => {
  it('replaces the answer of every repository call made for that request', async () => {
    const outcome = await withRequestFault(
      headers,
      () => withDeadline(Promise.resolve('real answer'), 1000, 'Read thing'),
      TEST_RUN,
    ).catch((error: unknown) => error);
    expect(outcome).toMatchObject({ code: 8 });
    // Not an outage the code knew about: it reaches the platform-error mapping, as a quota would.
    expect(isDatabaseUnavailable(outcome)).toBe(false);
    expect(platformErrorAnswer(outcome)?.status).toBe(503);
  });

  it('does nothing outside the test runner’s emulator, or without the header', async () => {
    for (const env of [{}, { MTA_TEST_FAULTS: '1' }, { FUNCTIONS_EMULATOR: 'true' }]) {
      await expect(
        withRequestFault(headers, () => withDeadline(Promise.resolve(1), 1000, 'x'), env),
      ).resolves.toBe(1);
    }
    await expect(
      withRequestFault({}, () => withDeadline(Promise.resolve(1), 1000, 'x'), TEST_RUN),
    ).resolves.toBe(1);
    await expect(
      withRequestFault({ [FAULT_HEADER]: 'no-such-fault' }, async () => 1, TEST_RUN),
    ).resolves.toBe(1);
  });

  it('is scoped to its request', async () => {
    await withRequestFault(headers, async () => undefined, TEST_RUN);
    expect(injectedFault('after')).toBeUndefined();
  });
});

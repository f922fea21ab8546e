import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable, withDeadline } from './database-errors';

describe('isDatabaseUnavailable', () => {
  it('recognises outages and deadlines reported by the Firestore client', () => {
    expect(isDatabaseUnavailable({ code: 14, message: 'UNAVAILABLE' })).toBe(true);
    expect(isDatabaseUnavailable({ code: 4 })).toBe(true);
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('x'))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isDatabaseUnavailable({ code: 5 })).toBe(false);
    expect(isDatabaseUnavailable(new Error('bug'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable('14')).toBe(false);
  });
});

describe('withDeadline', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves with the operation when it is in time', async () => {
    await expect(withDeadline(Promise.resolve(7), 100, 'Read')).resolves.toBe(7);
  });

  it('fails with DatabaseUnavailableError when the operation hangs', async () => {
    vi.useFakeTimers();
    const pending = withDeadline(new Promise(() => undefined), 2_500, 'Read');
    const settled = expect(pending).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await vi.advanceTimersByTimeAsync(2_500);
    await settled;
  });

  it('turns an UNAVAILABLE error into DatabaseUnavailableError and keeps the cause', async () => {
    const cause = Object.assign(new Error('14 UNAVAILABLE'), { code: 14 });
    const error = await withDeadline(Promise.reject(cause), 100, 'Read').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect(error).toMatchObject({ cause });
  });

  it('passes other errors through unchanged', async () => {
    const bug = new TypeError('bug');
    await expect(withDeadline(Promise.reject(bug), 100, 'Read')).rejects.toBe(bug);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from './database-errors';
import { probeFirestore } from './health-probe';

// A Firestore that never answers, like the emulator while it is stopped.
const { hangingRead } = vi.hoisted(() => ({
  hangingRead: vi.fn(() => new Promise<never>(() => undefined)),
}));
vi.mock('./firestore', () => ({ getDb: () => ({ doc: () => ({ get: hangingRead }) }) }));

/** The web app gives up on the health call after 5 s (HEALTH_TIMEOUT_MS). */
const CLIENT_HEALTH_TIMEOUT_MS = 5_000;

describe('probeFirestore', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up on a silent Firestore well within the client’s health timeout', async () => {
    vi.useFakeTimers();
    let outcome: unknown = 'pending';
    void probeFirestore().catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(CLIENT_HEALTH_TIMEOUT_MS / 2);
    expect(outcome).toBeInstanceOf(DatabaseUnavailableError);
    expect(hangingRead).toHaveBeenCalledOnce();
  });
});

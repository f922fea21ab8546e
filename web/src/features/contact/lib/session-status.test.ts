import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectSession } from '@/features/auth/lib/session-boot';
import { LOADING_SESSION, sessionStore } from '@/features/auth/lib/session-store';
import { settledSessionStatus } from './session-status';

vi.mock(import('@/features/auth/lib/session-boot'), () => ({ connectSession: vi.fn() }));

afterEach(() => sessionStore.set(LOADING_SESSION));

describe('settledSessionStatus', () => {
  it('answers a known state at once, without connecting', async () => {
    await expect(settledSessionStatus('signed-out')).resolves.toBe('signed-out');
    await expect(settledSessionStatus('signed-in')).resolves.toBe('signed-in');
    expect(connectSession).not.toHaveBeenCalled();
  });

  it('while loading, waits for the session to connect and reads what it found', async () => {
    vi.mocked(connectSession).mockImplementationOnce(async () => {
      sessionStore.set({ status: 'signed-out', user: null });
      return {} as Awaited<ReturnType<typeof connectSession>>;
    });
    await expect(settledSessionStatus('loading')).resolves.toBe('signed-out');
  });

  it('counts a session that cannot load as signed out', async () => {
    vi.mocked(connectSession).mockImplementationOnce(async () => {
      sessionStore.set({ status: 'signed-out', user: null });
      throw new Error('SDK failed to load');
    });
    await expect(settledSessionStatus('loading')).resolves.toBe('signed-out');
  });
});

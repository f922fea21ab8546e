import hotToast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATIONS, toast } from '@/lib/toast';

vi.mock('react-hot-toast', () => {
  const blank = vi.fn(() => 'blank-id');
  return {
    default: Object.assign(blank, {
      success: vi.fn(() => 'success-id'),
      error: vi.fn(() => 'error-id'),
      dismiss: vi.fn(),
    }),
  };
});

const mocked = vi.mocked(hotToast);

function lastOptions(fn: { mock: { lastCall?: unknown[] } }) {
  return fn.mock.lastCall?.[1];
}

describe('toast', () => {
  beforeEach(() => {
    mocked.mockClear();
    mocked.success.mockClear();
    mocked.error.mockClear();
  });

  it("uses the association's durations", () => {
    expect(TOAST_DURATIONS).toEqual({
      success: 3000,
      error: 4000,
      info: 3000,
      warning: 4000,
      update: 3000,
    });
  });

  it('shows success toasts for 3 s', () => {
    expect(toast.success('Password updated successfully')).toBe('success-id');
    expect(mocked.success).toHaveBeenCalledWith(
      'Password updated successfully',
      expect.objectContaining({ duration: 3000 }),
    );
  });

  it('shows error toasts for 4 s and announces them assertively', () => {
    toast.error('Registration failed. Please try again.');
    expect(lastOptions(mocked.error)).toMatchObject({
      duration: 4000,
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    });
  });

  it.each([
    ['info', 3000],
    ['warning', 4000],
    ['update', 3000],
  ] as const)('shows %s toasts for %i ms with their own icon', (kind, duration) => {
    toast[kind]('Something to know');
    expect(mocked).toHaveBeenCalledTimes(1);
    expect(lastOptions(mocked)).toMatchObject({ duration, className: `toast toast--${kind}` });
    expect(lastOptions(mocked)).toHaveProperty('icon');
  });

  it('lets a call override the duration, as the welcome toast does', () => {
    toast.success('Welcome, Asha!', { duration: 4000 });
    expect(lastOptions(mocked.success)).toMatchObject({ duration: 4000 });
  });

  it('passes an id through so a toast can be replaced', () => {
    toast.warning('Offline', { id: 'network' });
    expect(lastOptions(mocked)).toMatchObject({ id: 'network', duration: 4000 });
  });

  it('dismisses through react-hot-toast', () => {
    toast.dismiss('network');
    expect(mocked.dismiss).toHaveBeenCalledWith('network');
  });
});

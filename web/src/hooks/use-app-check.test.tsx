import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prepareAppCheck } from '@/lib/app-check/app-check';
import { useAppCheck } from './use-app-check';

vi.mock('@/lib/app-check/app-check', () => ({
  prepareAppCheck: vi.fn(() => Promise.reject(new Error('chunk failed to load'))),
}));

function FormPage() {
  useAppCheck();
  return <form aria-label="form" />;
}

describe('useAppCheck', () => {
  it('starts App Check once as the page opens, and a failure does not break the page', async () => {
    const { rerender, getByRole } = render(<FormPage />);
    rerender(<FormPage />);
    expect(prepareAppCheck).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(getByRole('form')).toBeTruthy();
  });
});

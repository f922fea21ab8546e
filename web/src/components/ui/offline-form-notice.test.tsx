import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfflineFormNotice } from '@/components/ui/offline-form-notice';

const message = /Sending this form needs an internet connection/;

describe('OfflineFormNotice', () => {
  it('says plainly that sending needs a connection while offline, and that typing is kept', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineFormNotice />);
    expect(screen.queryByText(message)).not.toBeInTheDocument();

    onLine.mockReturnValue(false);
    act(() => window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(message)).toHaveTextContent('What you have typed stays here');

    onLine.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });
});

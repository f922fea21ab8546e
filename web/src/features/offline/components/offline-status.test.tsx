import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavedInformationNotice } from '@/features/offline/components/saved-information-notice';
import { UpdatePrompt } from '@/features/offline/components/update-prompt';
import { type AppUpdate, useAppUpdate } from '@/features/offline/hooks/use-app-update';
import { useSavedInformation } from '@/features/offline/hooks/use-saved-information';
import {
  clearSavedAnswers,
  noteAnswer,
  SERVED_FROM_CACHE,
  SERVED_FROM_HEADER,
} from '@/lib/saved-answers';

afterEach(() => clearSavedAnswers());

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('SavedInformationNotice', () => {
  it('says the page shows saved information, in a polite live region', () => {
    const { container, rerender } = render(<SavedInformationNotice visible={false} />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    rerender(<SavedInformationNotice visible />);
    expect(region).toHaveTextContent('Offline — showing saved information.');
  });
});

describe('UpdatePrompt', () => {
  const update = (overrides: Partial<AppUpdate> = {}): AppUpdate => ({
    waiting: true,
    reload: vi.fn(),
    dismiss: vi.fn(),
    ...overrides,
  });

  it('offers the new version with a Reload button', async () => {
    const prompt = update();
    render(<UpdatePrompt update={prompt} />);
    expect(screen.getByText('A new version is available —')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(prompt.reload).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(prompt.dismiss).toHaveBeenCalledOnce();
  });

  it('shows nothing while no new version waits', () => {
    render(<UpdatePrompt update={update({ waiting: false })} />);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});

describe('useAppUpdate', () => {
  it('registers once, reports a waiting version and applies it on reload', async () => {
    const apply = vi.fn(async () => undefined);
    let announce = () => {};
    const register = vi.fn(async ({ onUpdateWaiting }: { onUpdateWaiting: () => void }) => {
      announce = onUpdateWaiting;
      return apply;
    });
    const { result } = renderHook(() => useAppUpdate(register));
    await act(async () => {});
    expect(register).toHaveBeenCalledOnce();
    expect(result.current.waiting).toBe(false);
    act(() => announce());
    expect(result.current.waiting).toBe(true);
    act(() => result.current.reload());
    expect(apply).toHaveBeenCalledOnce();
    act(() => result.current.dismiss());
    expect(result.current.waiting).toBe(false);
  });
});

describe('useSavedInformation', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>{children}</MemoryRouter>
  );

  it('is on while the browser is offline', () => {
    const { result } = renderHook(() => useSavedInformation(), { wrapper });
    expect(result.current).toBe(false);
    act(() => setOnline(false));
    expect(result.current).toBe(true);
    act(() => setOnline(true));
    expect(result.current).toBe(false);
  });

  it('is on while an answer on screen came from the cache', () => {
    const { result } = renderHook(() => useSavedInformation(), { wrapper });
    act(() =>
      noteAnswer('/events', { headers: new Headers({ [SERVED_FROM_HEADER]: SERVED_FROM_CACHE }) }),
    );
    expect(result.current).toBe(true);
  });
});

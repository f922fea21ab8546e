import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionStateMarker } from '@/app/session-state-marker';
import { LOADING_SESSION, sessionStore } from '@/features/auth/lib/session-store';

const marker = () => document.documentElement.getAttribute('data-session');

describe('SessionStateMarker', () => {
  afterEach(() => act(() => sessionStore.set(LOADING_SESSION)));

  it('marks <html> only once the sign-in state is known, and follows it', () => {
    render(<SessionStateMarker />);
    expect(marker()).toBeNull();
    act(() => sessionStore.set({ status: 'signed-out', user: null }));
    expect(marker()).toBe('signed-out');
    act(() => sessionStore.set(LOADING_SESSION));
    expect(marker()).toBeNull();
  });
});

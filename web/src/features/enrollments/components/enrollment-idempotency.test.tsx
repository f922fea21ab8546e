import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnrollmentPage } from '@/features/enrollments/components/enrollment-page';
import { RETRY_DELAY_MS } from '@/lib/api-client';
import {
  createdAnswer,
  fillEnrollmentForm,
  resetSession,
  signInMember,
} from '@/test/enrollment-fixtures';
import { fetchStub, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

// Client retries never create duplicates, because one submission keeps one key.

const submit = () => screen.getByRole('button', { name: 'Submit Enrollment' });

/** The Idempotency-Key of every POST /api/enrollments attempt so far. */
function sentKeys(): (string | null)[] {
  return fetchStub.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('idempotency-key'));
}

function renderEnroll() {
  return renderRoute(<EnrollmentPage />, { path: '/enroll' });
}

beforeEach(signInMember);
afterEach(() => {
  vi.useRealTimers();
  resetSession();
});

describe('the idempotency key', () => {
  const networkDown = () => {
    throw new TypeError('Failed to fetch');
  };
  /** Every attempt of one submission: the first try and the api-client's 3 retries. */
  const ATTEMPTS = 4;

  async function submitThroughRetries() {
    fireEvent.click(submit());
    await act(() => vi.advanceTimersByTimeAsync(ATTEMPTS * RETRY_DELAY_MS));
  }

  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('is kept for the retries and for a re-click after a network failure', async () => {
    mockApi({ 'POST /enrollments': networkDown });
    renderEnroll();
    fillEnrollmentForm();
    await submitThroughRetries();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No response from server. Please check your internet connection and try again.',
    );
    expect(sentKeys()).toHaveLength(ATTEMPTS);

    mockApi({ 'POST /enrollments': createdAnswer() });
    await submitThroughRetries();
    expect(screen.getByRole('heading', { name: 'Enrollment received' })).toBeInTheDocument();
    const keys = sentKeys();
    expect(keys).toHaveLength(ATTEMPTS + 1);
    expect(new Set(keys).size).toBe(1);
  });

  it('is renewed when the member changes the details', async () => {
    mockApi({ 'POST /enrollments': networkDown });
    renderEnroll();
    fillEnrollmentForm();
    await submitThroughRetries();
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Nashik' } });
    await submitThroughRetries();
    const keys = sentKeys();
    expect(keys).toHaveLength(2 * ATTEMPTS);
    expect(new Set(keys.slice(0, ATTEMPTS)).size).toBe(1);
    expect(new Set(keys.slice(ATTEMPTS)).size).toBe(1);
    expect(keys[0]).not.toBe(keys[ATTEMPTS]);
  });
});

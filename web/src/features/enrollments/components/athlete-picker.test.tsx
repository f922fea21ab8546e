import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EnrollmentPage } from '@/features/enrollments/components/enrollment-page';
import {
  createdAnswer,
  fillEnrollmentForm,
  resetSession,
  signInMember,
  validEnrollment,
} from '@/test/enrollment-fixtures';
import { athlete, listAnswer } from '@/test/athlete-fixtures';
import { apiCalls, mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const ira = athlete({ currentRank: 'white', consent: null });

const picker = () => screen.findByRole('combobox', { name: 'Who is this enrollment for?' });
const sent = () => apiCalls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
/** The form's details except those the athlete's record fills in. */
const rest = Object.fromEntries(
  Object.entries(validEnrollment).filter(
    ([label]) => !['Full name', 'Date of birth', 'Gender'].includes(label),
  ),
);

beforeEach(signInMember);
afterEach(resetSession);

describe('the enrollment form’s athlete choice', () => {
  it('prefills from the athlete picked and sends its id', async () => {
    mockApi({ 'GET /athletes': listAnswer([ira]), 'POST /enrollments': createdAnswer() });
    renderRoute(<EnrollmentPage />, { path: '/enroll' });
    fireEvent.change(await picker(), { target: { value: 'ath-1' } });
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Ira Patil');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('2016-04-10');
    expect(screen.getByRole('combobox', { name: 'Gender' })).toHaveValue('female');
    fillEnrollmentForm(rest);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Enrollment' }));
    await waitFor(() => expect(sent()).toBeDefined());
    expect(sent()).toMatchObject({ athleteId: 'ath-1', fullName: 'Ira Patil', gender: 'female' });
  });

  it('sends no athleteId for someone else, and clears the athlete’s details', async () => {
    mockApi({ 'GET /athletes': listAnswer([ira]), 'POST /enrollments': createdAnswer() });
    renderRoute(<EnrollmentPage />, { path: '/enroll' });
    const choice = await picker();
    fireEvent.change(choice, { target: { value: 'ath-1' } });
    fireEvent.change(choice, { target: { value: '' } });
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    fillEnrollmentForm();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Enrollment' }));
    await waitFor(() => expect(sent()).toBeDefined());
    expect(sent()).not.toHaveProperty('athleteId');
  });

  it('is not offered to a member without athletes', async () => {
    mockApi({ 'GET /athletes': listAnswer([]) });
    renderRoute(<EnrollmentPage />, { path: '/enroll' });
    await waitFor(() => expect(apiCalls.some((call) => call.path === '/athletes')).toBe(true));
    expect(screen.queryByRole('combobox', { name: 'Who is this enrollment for?' })).toBeNull();
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import type { EnrollmentSummary } from '@contracts/enrollment';
import { LOADING_SESSION, sessionStore } from '@/features/auth/lib/session-store';
import { testMember } from '@/test/session-fixtures';

/** Valid details for every field, as a member would enter them (labels as on the page). */
export const validEnrollment: Record<string, string> = {
  'Full name': 'Ira Kulkarni',
  Email: 'ira@example.com',
  Phone: '98220 12345',
  'Date of birth': '2014-06-15',
  Gender: 'female',
  Address: '12 Shivaji Nagar, near the bus stand',
  City: 'Pune',
  Pincode: '411005',
  'Emergency contact name': 'Meera Kulkarni',
  'Emergency contact phone': '+91 98220 54321',
  Program: 'childrens',
  Experience: 'none',
  'How did you hear about us?': 'friend',
};

/** Fills the form at once (change events, not keystrokes: these tests are about submitting). */
export function fillEnrollmentForm(values: Record<string, string> = validEnrollment): void {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
  const terms = screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ });
  if (!(terms as HTMLInputElement).checked) fireEvent.click(terms);
}

export function enrollmentSummary(overrides: Partial<EnrollmentSummary> = {}): EnrollmentSummary {
  return {
    _id: 'enr-1',
    id: 'enr-1',
    referenceNumber: 'MTA-2026-7K3M9Q',
    program: 'childrens',
    status: 'pending',
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export const createdAnswer = (overrides: Partial<EnrollmentSummary> = {}) => ({
  status: 201,
  body: {
    success: true,
    message: 'Your enrollment has been received.',
    data: enrollmentSummary(overrides),
  },
});

export function signInMember(): void {
  act(() => sessionStore.set({ status: 'signed-in', user: testMember() }));
}

export function signOutMember(): void {
  act(() => sessionStore.set({ status: 'signed-out', user: null }));
}

/** Back to the state a fresh page starts in. */
export function resetSession(): void {
  sessionStore.set(LOADING_SESSION);
}

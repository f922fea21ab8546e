import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import {
  enrollmentFormSchema,
  enrollmentMessages,
  type EnrollmentSummary,
} from '@contracts/enrollment';
import { pagePath } from '@/config/page-registry';
import { useSession } from '@/features/auth/hooks/use-session';
import { saveRedirectAfterLogin } from '@/features/auth/lib/redirect-after-login';
import { createEnrollment } from '@/features/enrollments/api/enrollments-api';
import { describeEnrollmentFailure } from '@/features/enrollments/lib/enrollment-failure';
import { initialEnrollmentValues } from '@/features/enrollments/lib/enrollment-values';
import { createSubmissionKeys } from '@/features/enrollments/lib/submission-key';
import { useForm } from '@/hooks/use-form';
import { useTimeout } from '@/hooks/use-timeout';
import { reportUnauthorized } from '@/lib/api-client';

/** Without a session, or after a 401, /login follows 3 s after the message. */
const LOGIN_REDIRECT_DELAY_MS = 3000;

/**
 * The form's schema plus the athlete it is for: '' (someone else) is sent as no `athleteId`, so
 * the server files it like any enrollment without one.
 */
const enrollmentWithAthleteSchema = enrollmentFormSchema.extend({
  athleteId: z
    .string()
    .optional()
    .transform((id) => id || undefined),
});

/**
 * The enrollment form's state and submit: a member is required, the
 * details are checked with the shared form schema (the payload's, terms box required) before
 * anything is sent, and each submission carries one idempotency key however often it is retried.
 */
export function useEnrollmentForm(onEnrolled: (enrollment: EnrollmentSummary) => void) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const later = useTimeout();
  const [keys] = useState(() => createSubmissionKeys());
  const form = useForm(initialEnrollmentValues(session.user, searchParams.get('program')));

  function sendToLogin(): void {
    form.setFormError(enrollmentMessages.notSignedIn);
    later(() => {
      saveRedirectAfterLogin(pathname + search);
      void navigate(pagePath('login'));
    }, LOGIN_REDIRECT_DELAY_MS);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    form.setFormError(null);
    if (session.status !== 'signed-in' || !session.user) return sendToLogin();
    const payload = form.parse(enrollmentWithAthleteSchema);
    if (!payload) return;
    form.setBusy(true);
    try {
      const enrollment = await createEnrollment(payload, keys.keyFor(payload));
      keys.renew();
      onEnrolled(enrollment);
    } catch (error) {
      const failure = describeEnrollmentFailure(error);
      if (failure.kind === 'cancelled') return;
      form.setFormError(failure.message);
      if (failure.kind === 'session-expired') {
        // The app-wide 401 rule (sign out, remember /enroll, go to /login) runs once it was read.
        later(reportUnauthorized, LOGIN_REDIRECT_DELAY_MS);
      } else {
        // Beside the fields this form has; others (e.g. the Idempotency-Key header) only in the alert.
        const own = Object.entries(failure.fieldErrors).filter(([field]) => field in form.values);
        if (own.length > 0) form.showFieldErrors(Object.fromEntries(own));
      }
    } finally {
      form.setBusy(false);
    }
  }

  return { form, handleSubmit };
}

export type EnrollmentFormState = ReturnType<typeof useEnrollmentForm>['form'];

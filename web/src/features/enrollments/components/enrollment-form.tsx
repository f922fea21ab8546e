import { useState } from 'react';
import type { EnrollmentSummary } from '@contracts/enrollment';
import { FormAlert } from '@/components/ui/form-alert';
import { OfflineFormNotice } from '@/components/ui/offline-form-notice';
import { SubmitButton } from '@/components/ui/submit-button';
import {
  ContactInformation,
  PersonalInformation,
} from '@/features/enrollments/components/personal-fields';
import {
  AdditionalInformation,
  ProgramInformation,
} from '@/features/enrollments/components/program-fields';
import { enrollmentSubmitLabel, requiredNote } from '@/features/enrollments/config/enrollment-copy';
import { useEnrollmentForm } from '@/features/enrollments/hooks/use-enrollment-form';
import { todayInIndia } from '@/features/enrollments/lib/enrollment-values';
import { useAppCheck } from '@/hooks/use-app-check';

interface EnrollmentFormProps {
  onEnrolled: (enrollment: EnrollmentSummary) => void;
}

/**
 * Enrollment page: four sections, the terms, and the submit button. A problem with the
 * whole submission is shown just above the button, where the member is looking after pressing it.
 */
export function EnrollmentForm({ onEnrolled }: EnrollmentFormProps) {
  useAppCheck();
  const { form, handleSubmit } = useEnrollmentForm(onEnrolled);
  // Read once: the page is never prerendered, and the day changing mid-form does not matter.
  const [today] = useState(() => todayInIndia());
  return (
    <form id={form.formId} className="form enrollment-form" noValidate onSubmit={handleSubmit}>
      <p className="enrollment-form__note">{requiredNote}</p>
      <PersonalInformation form={form} today={today} />
      <ContactInformation form={form} />
      <ProgramInformation form={form} />
      <AdditionalInformation form={form} />
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <OfflineFormNotice />
      <SubmitButton busy={form.busy} label={enrollmentSubmitLabel} />
    </form>
  );
}

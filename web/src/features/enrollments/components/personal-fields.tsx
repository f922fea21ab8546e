import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { AthletePicker } from '@/features/enrollments/components/athlete-picker';
import { FormSection } from '@/features/enrollments/components/form-section';
import {
  enrollmentFieldLabels as labels,
  enrollmentPlaceholders,
  enrollmentSections,
  enrollmentStateName,
} from '@/features/enrollments/config/enrollment-copy';
import { genderOptions } from '@/features/enrollments/config/enrollment-options';
import type { EnrollmentFormState } from '@/features/enrollments/hooks/use-enrollment-form';

const required = { required: true, requiredMark: true } as const;

/** Who the student is: name, contact details and date of birth. */
export function PersonalInformation({ form, today }: { form: EnrollmentFormState; today: string }) {
  return (
    <FormSection title={enrollmentSections.personal}>
      <AthletePicker form={form} />
      <TextField
        label={labels.fullName}
        autoComplete="name"
        {...required}
        {...form.textInput('fullName')}
      />
      <TextField
        label={labels.email}
        type="email"
        autoComplete="email"
        {...required}
        {...form.textInput('email')}
      />
      <TextField
        label={labels.phone}
        type="tel"
        autoComplete="tel"
        {...required}
        {...form.textInput('phone')}
      />
      <TextField
        label={labels.dateOfBirth}
        type="date"
        max={today}
        autoComplete="bday"
        {...required}
        {...form.textInput('dateOfBirth')}
      />
      <SelectField
        label={labels.gender}
        options={genderOptions}
        placeholder={enrollmentPlaceholders.gender}
        {...required}
        {...form.textInput('gender')}
      />
    </FormSection>
  );
}

/** Where the student lives and whom to call in an emergency. */
export function ContactInformation({ form }: { form: EnrollmentFormState }) {
  return (
    <FormSection title={enrollmentSections.contact}>
      <TextareaField
        label={labels.address}
        rows={3}
        autoComplete="street-address"
        {...required}
        {...form.textInput('address')}
      />
      <TextField
        label={labels.city}
        autoComplete="address-level2"
        {...required}
        {...form.textInput('city')}
      />
      {/* Enrollment is for Maharashtra, so the state is shown but cannot be changed. */}
      <TextField
        label={labels.state}
        readOnly
        {...required}
        {...form.textInput('state')}
        value={enrollmentStateName}
      />
      <TextField
        label={labels.pincode}
        inputMode="numeric"
        autoComplete="postal-code"
        {...required}
        {...form.textInput('pincode')}
      />
      <TextField
        label={labels.emergencyContact}
        {...required}
        {...form.textInput('emergencyContact')}
      />
      <TextField
        label={labels.emergencyPhone}
        type="tel"
        {...required}
        {...form.textInput('emergencyPhone')}
      />
    </FormSection>
  );
}

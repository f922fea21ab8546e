import { Link } from 'react-router-dom';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { FormSection } from '@/features/enrollments/components/form-section';
import {
  enrollmentFieldLabels as labels,
  enrollmentPlaceholders,
  enrollmentSections,
  termsCopy,
} from '@/features/enrollments/config/enrollment-copy';
import {
  experienceOptions,
  howDidYouHearOptionList,
  programOptions,
} from '@/features/enrollments/config/enrollment-options';
import type { EnrollmentFormState } from '@/features/enrollments/hooks/use-enrollment-form';

const required = { required: true, requiredMark: true } as const;

/** Which program, and how much Taekwondo the student has done. */
export function ProgramInformation({ form }: { form: EnrollmentFormState }) {
  return (
    <FormSection title={enrollmentSections.program}>
      <SelectField
        label={labels.program}
        options={programOptions}
        {...required}
        {...form.textInput('program')}
      />
      <SelectField
        label={labels.experience}
        options={experienceOptions}
        {...required}
        {...form.textInput('experience')}
      />
    </FormSection>
  );
}

/** Health notes for the instructors, how the student found us, and the terms. */
export function AdditionalInformation({ form }: { form: EnrollmentFormState }) {
  return (
    <FormSection title={enrollmentSections.additional}>
      <TextareaField
        label={labels.medicalConditions}
        rows={3}
        {...form.textInput('medicalConditions')}
      />
      <SelectField
        label={labels.howDidYouHear}
        options={howDidYouHearOptionList}
        placeholder={enrollmentPlaceholders.howDidYouHear}
        {...required}
        {...form.textInput('howDidYouHear')}
      />
      <CheckboxField
        label={
          <>
            {termsCopy.before}
            <Link to={termsCopy.link.to}>{termsCopy.link.label}</Link>
            {termsCopy.after}
          </>
        }
        {...required}
        {...form.checkbox('terms')}
      />
    </FormSection>
  );
}

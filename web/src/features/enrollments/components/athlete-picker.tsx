import type { ChangeEvent } from 'react';
import type { Athlete } from '@contracts/athlete';
import { SelectField } from '@/components/ui/select-field';
import { useSession } from '@/features/auth/hooks/use-session';
import { fetchEnrollableAthletes } from '@/features/enrollments/api/enrollments-api';
import {
  athletePickerCopy as copy,
  enrollmentFieldLabels as labels,
} from '@/features/enrollments/config/enrollment-copy';
import type { EnrollmentFormState } from '@/features/enrollments/hooks/use-enrollment-form';
import { useFetchedList } from '@/hooks/use-fetched-list';

/**
 * For a guardian: enroll one of their athletes (name, date of birth and gender come from the
 * record, and the enrollment joins it) or someone else. Members without athletes, or whose list
 * could not be read, see the form as before.
 */
export function AthletePicker({ form }: { form: EnrollmentFormState }) {
  const { status } = useSession();
  // Only a member has athletes; the form itself tells a visitor to sign in.
  return status === 'signed-in' ? <AthleteChoice form={form} /> : null;
}

function AthleteChoice({ form }: { form: EnrollmentFormState }) {
  const { result } = useFetchedList<Athlete>(fetchEnrollableAthletes);
  if (result.state !== 'loaded' || result.items.length === 0) return null;
  const athletes = result.items;
  const picked = athletes.find((athlete) => athlete.id === form.values.athleteId);

  function choose(event: ChangeEvent<HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement>) {
    const next = athletes.find((athlete) => athlete.id === event.target.value);
    form.setValue('athleteId', next?.id ?? '');
    if (next) {
      form.setValue('fullName', next.fullName);
      form.setValue('dateOfBirth', next.dateOfBirth);
      form.setValue('gender', next.gender);
    } else if (picked) {
      // Leaving an athlete for someone else: their details would be the wrong person's.
      form.setValue('fullName', '');
      form.setValue('dateOfBirth', '');
      form.setValue('gender', '');
    }
  }

  return (
    <div className="athlete-picker">
      <SelectField
        label={labels.athleteId}
        options={athletes.map((athlete) => ({ value: athlete.id, label: athlete.fullName }))}
        placeholder={copy.someoneElse}
        name="athleteId"
        value={form.values.athleteId}
        error={form.errors.athleteId}
        onChange={choose}
      />
      {picked && (
        <p className="athlete-picker__note" role="status">
          {copy.prefilled(picked.fullName)}
        </p>
      )}
    </div>
  );
}

import type { Athlete } from '@contracts/athlete';
import { athleteGenders, athleteRelationships } from '@contracts/athlete';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { AthleteFormFoot } from '@/features/athletes/components/athlete-form-parts';
import { ConsentNotice } from '@/features/athletes/components/consent-notice';
import { GuardianCheckNotice } from '@/features/athletes/components/guardian-check-notice';
import { RadioGroupField } from '@/features/athletes/components/radio-group-field';
import {
  addFormCopy as copy,
  genderLabels,
  relationshipLabels,
} from '@/features/athletes/config/athletes-copy';
import { useAddAthleteForm } from '@/features/athletes/hooks/use-add-athlete-form';
import { clubOptions } from '@/features/athletes/lib/club-options';
import { useAppCheck } from '@/hooks/use-app-check';

const relationshipOptions = athleteRelationships.map((value) => ({
  value,
  label: relationshipLabels[value],
}));
const genderOptions = athleteGenders.map((value) => ({ value, label: genderLabels[value] }));

interface AddAthleteFormProps {
  onAdded: (athlete: Athlete) => void;
  onCancel: () => void;
}

/**
 * A new athlete: who they are to the member first (it decides whether a consent is needed), then
 * the few facts the association keeps about a child — no email, no phone.
 */
export function AddAthleteForm({ onAdded, onCancel }: AddAthleteFormProps) {
  useAppCheck();
  const { form, today, consentNeeded, notice, gaps, handleSubmit } = useAddAthleteForm(onAdded);
  return (
    <form
      id={form.formId}
      className="form athlete-form"
      noValidate
      aria-labelledby="add-athlete-heading"
      onSubmit={handleSubmit}
    >
      <h3 id="add-athlete-heading" className="athlete-form__heading" tabIndex={-1}>
        {copy.heading}
      </h3>
      <p className="athlete-form__note">{copy.note}</p>
      <RadioGroupField
        legend={copy.relationship}
        options={relationshipOptions}
        requiredMark
        {...form.textInput('relationship')}
      />
      <TextField label={copy.fullName} required requiredMark {...form.textInput('fullName')} />
      <TextField
        label={copy.dateOfBirth}
        type="date"
        max={today}
        required
        requiredMark
        {...form.textInput('dateOfBirth')}
      />
      <RadioGroupField
        legend={copy.gender}
        hint={copy.genderHint}
        options={genderOptions}
        requiredMark
        {...form.textInput('gender')}
      />
      <SelectField
        label={copy.club}
        options={clubOptions}
        placeholder={copy.clubPlaceholder}
        required
        requiredMark
        {...form.textInput('clubId')}
      />
      {consentNeeded && (
        <ConsentNotice
          notice={notice.result}
          onReload={notice.reload}
          checkbox={form.checkbox('consent')}
        />
      )}
      {gaps && <GuardianCheckNotice gaps={gaps} />}
      <AthleteFormFoot form={form} submit={copy.submit} cancel={copy.cancel} onCancel={onCancel} />
    </form>
  );
}

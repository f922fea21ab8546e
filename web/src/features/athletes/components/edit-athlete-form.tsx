import type { FormEvent } from 'react';
import { type Athlete, athleteUpdatePayloadSchema } from '@contracts/athlete';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { updateAthlete } from '@/features/athletes/api/athletes-api';
import { addFormCopy, editFormCopy as copy } from '@/features/athletes/config/athletes-copy';
import { clubOptions } from '@/features/athletes/lib/club-options';
import { useForm } from '@/hooks/use-form';

interface EditAthleteFormProps {
  athlete: Athlete;
  onSaved: (athlete: Athlete) => void;
  onCancel: () => void;
}

/** The two things a guardian may change: the name as written, and the club the athlete trains at. */
export function EditAthleteForm({ athlete, onSaved, onCancel }: EditAthleteFormProps) {
  const form = useForm({ fullName: athlete.fullName, clubId: athlete.clubId as string });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    form.setFormError(null);
    const payload = form.parse(athleteUpdatePayloadSchema);
    if (!payload) return;
    form.setBusy(true);
    try {
      onSaved(await updateAthlete(athlete.id, payload));
    } catch (error) {
      form.showRequestError(error, copy.failed);
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <form
      id={form.formId}
      className="form athlete-form athlete-form--inline"
      noValidate
      aria-label={copy.heading(athlete.fullName)}
      onSubmit={handleSubmit}
    >
      <p className="athlete-form__note">{copy.note}</p>
      <TextField
        label={addFormCopy.fullName}
        required
        requiredMark
        autoFocus
        {...form.textInput('fullName')}
      />
      <SelectField
        label={addFormCopy.club}
        options={clubOptions}
        required
        requiredMark
        {...form.textInput('clubId')}
      />
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <div className="athlete-form__actions">
        <SubmitButton busy={form.busy} label={copy.submit} />
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {copy.cancel}
        </button>
      </div>
    </form>
  );
}

import { type Athlete, athleteUpdatePayloadSchema } from '@contracts/athlete';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { updateAthlete } from '@/features/athletes/api/athletes-api';
import { AthleteFormFoot, athleteSubmit } from '@/features/athletes/components/athlete-form-parts';
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

  const handleSubmit = athleteSubmit(
    form,
    () => {
      const payload = form.parse(athleteUpdatePayloadSchema);
      return payload && updateAthlete(athlete.id, payload).then(onSaved);
    },
    copy.failed,
  );

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
      <AthleteFormFoot form={form} submit={copy.submit} cancel={copy.cancel} onCancel={onCancel} />
    </form>
  );
}

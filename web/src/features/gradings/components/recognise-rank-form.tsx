import type { FormEvent } from 'react';
import type { AdminAthleteRow } from '@contracts/admin-athlete';
import { recognisedRankPayloadSchema, type RankHistoryEntry } from '@contracts/grading';
import { apiMessages } from '@contracts/messages';
import { recognisedStepProblem } from '@contracts/rank-rules';
import { rankIds, type RankId } from '@contracts/ranks';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { rankLabels } from '@/config/rank-labels';
import { recogniseRank } from '@/features/gradings/api/gradings-api';
import { ranksAdminCopy as copy } from '@/features/gradings/content/ranks-admin-copy';
import { useForm } from '@/hooks/use-form';
import { toast } from '@/lib/toast';

interface RecogniseRankFormProps {
  athlete: AdminAthleteRow;
  /** The highest rank on record, which a recognised rank must exceed. */
  current: RankId;
  onRecorded: (entry: RankHistoryEntry) => void;
}

/** A rank earned before the system: only ranks above the current one, a date and the reason. */
export function RecogniseRankForm({ athlete, current, onRecorded }: RecogniseRankFormProps) {
  const choices = rankIds.filter((rank) => recognisedStepProblem(current, rank) === null);
  const form = useForm({ rank: choices[0] ?? '', awardedOn: '', reason: '' });
  if (choices.length === 0) return <p>{copy.recognise.noHigherRank}</p>;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = form.parse(recognisedRankPayloadSchema);
    if (!parsed) return;
    form.setBusy(true);
    form.setFormError(null);
    try {
      onRecorded(await recogniseRank(athlete.id, parsed));
      toast.success(copy.recognise.done);
      form.reset();
    } catch (error) {
      form.showRequestError(error, apiMessages.networkError);
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <form id={form.formId} className="gradings-form" noValidate onSubmit={(e) => void submit(e)}>
      <h3>{copy.recognise.heading}</h3>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <SelectField
        label={copy.recognise.rank}
        required
        options={choices.map((rank) => ({ value: rank, label: rankLabels[rank] }))}
        {...form.textInput('rank')}
      />
      <TextField
        label={copy.recognise.awardedOn}
        type="date"
        required
        {...form.textInput('awardedOn')}
      />
      <TextareaField
        label={copy.recognise.reason}
        rows={2}
        required
        {...form.textInput('reason')}
      />
      <p className="form-field__hint">{copy.recognise.reasonHint}</p>
      <SubmitButton
        busy={form.busy}
        label={{ idle: copy.recognise.submit, busy: copy.recognise.submit }}
      />
    </form>
  );
}

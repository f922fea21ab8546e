import type { FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { gradingsCopy as copy } from '@/features/gradings/content/gradings-copy';
import { createGrading } from '@/features/gradings/api/gradings-api';
import { emptyGradingForm, parseGradingForm } from '@/features/gradings/lib/grading-form-values';
import { useForm } from '@/hooks/use-form';
import { apiMessages } from '@contracts/messages';

/** A new grading: date, city, venue and examiners; on success the grading's own screen opens. */
export function GradingForm({ onCreated }: { onCreated: (id: string) => void }) {
  const form = useForm(emptyGradingForm);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseGradingForm(form.values);
    if (!parsed.ok) {
      form.showFieldErrors(parsed.errors);
      return;
    }
    form.setBusy(true);
    form.setFormError(null);
    try {
      onCreated(await createGrading(parsed.payload));
    } catch (error) {
      form.showRequestError(error, apiMessages.networkError);
      form.setBusy(false);
    }
  }

  return (
    <section className="gradings-panel" aria-labelledby="grading-form-heading">
      <h2 id="grading-form-heading">{copy.form.heading}</h2>
      <form id={form.formId} className="gradings-form" noValidate onSubmit={(e) => void submit(e)}>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextField label={copy.form.date} type="date" required {...form.textInput('date')} />
        <TextField
          label={copy.form.city}
          required
          autoComplete="address-level2"
          {...form.textInput('city')}
        />
        <TextField label={copy.form.venue} required {...form.textInput('venue')} />
        <TextareaField
          label={copy.form.examiners}
          rows={3}
          required
          {...form.textInput('examiners')}
        />
        <p className="form-field__hint">{copy.form.examinersHint}</p>
        <SubmitButton busy={form.busy} label={{ idle: copy.form.submit, busy: copy.form.submit }} />
      </form>
    </section>
  );
}

import type { ComponentProps, FormEvent } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import type { FormValues, useForm } from '@/hooks/use-form';

// What the athlete forms (add, edit, invite) share: the way a submit runs, and the foot of the form.

type Form = Pick<
  ReturnType<typeof useForm<FormValues>>,
  'busy' | 'formError' | 'setBusy' | 'setFormError' | 'showRequestError'
>;

/**
 * The submit handler of an athlete form: one request at a time, the form's error cleared first,
 * `send` given the parsed payload (it returns null when the input did not parse), and a failure
 * shown in words (`failed` when the server gave none).
 */
export function athleteSubmit(form: Form, send: () => Promise<void> | null, failed: string) {
  return async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.busy) return;
    form.setFormError(null);
    const sending = send();
    if (!sending) return;
    form.setBusy(true);
    try {
      await sending;
    } catch (error) {
      form.showRequestError(error, failed);
    } finally {
      form.setBusy(false);
    }
  };
}

interface FormFootProps {
  form: Form;
  submit: ComponentProps<typeof SubmitButton>['label'];
  cancel: string;
  onCancel: () => void;
}

/** The form's error, if any, then its two buttons. */
export function AthleteFormFoot({ form, submit, cancel, onCancel }: FormFootProps) {
  return (
    <>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <div className="athlete-form__actions">
        <SubmitButton busy={form.busy} label={submit} />
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancel}
        </button>
      </div>
    </>
  );
}

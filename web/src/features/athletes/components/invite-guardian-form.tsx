import type { FormEvent } from 'react';
import { type Athlete, guardianInvitePayloadSchema } from '@contracts/athlete';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { inviteGuardian } from '@/features/athletes/api/athletes-api';
import { inviteCopy as copy } from '@/features/athletes/config/athletes-copy';
import { useForm } from '@/hooks/use-form';

interface InviteGuardianFormProps {
  athlete: Athlete;
  onInvited: (email: string) => void;
  onCancel: () => void;
}

/** The second guardian's email address; the server mails them the link to accept. */
export function InviteGuardianForm({ athlete, onInvited, onCancel }: InviteGuardianFormProps) {
  const form = useForm({ email: '' });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    form.setFormError(null);
    const payload = form.parse(guardianInvitePayloadSchema);
    if (!payload) return;
    form.setBusy(true);
    try {
      await inviteGuardian(athlete.id, payload);
      onInvited(payload.email);
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
      <p className="athlete-form__note">{copy.lead}</p>
      <TextField
        label={copy.email}
        type="email"
        autoComplete="off"
        required
        requiredMark
        autoFocus
        {...form.textInput('email')}
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

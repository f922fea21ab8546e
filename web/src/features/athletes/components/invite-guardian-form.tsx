import { type Athlete, guardianInvitePayloadSchema } from '@contracts/athlete';
import { TextField } from '@/components/ui/text-field';
import { inviteGuardian } from '@/features/athletes/api/athletes-api';
import { AthleteFormFoot, athleteSubmit } from '@/features/athletes/components/athlete-form-parts';
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

  const handleSubmit = athleteSubmit(
    form,
    () => {
      const payload = form.parse(guardianInvitePayloadSchema);
      return payload && inviteGuardian(athlete.id, payload).then(() => onInvited(payload.email));
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
      <AthleteFormFoot form={form} submit={copy.submit} cancel={copy.cancel} onCancel={onCancel} />
    </form>
  );
}

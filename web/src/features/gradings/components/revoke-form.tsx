import type { FormEvent } from 'react';
import { z } from 'zod';
import { certificateNumberSchema, certificateRevokePayloadSchema } from '@contracts/certificate';
import { apiMessages } from '@contracts/messages';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { revokeCertificate } from '@/features/gradings/api/gradings-api';
import { ranksAdminCopy as copy } from '@/features/gradings/content/ranks-admin-copy';
import { useForm } from '@/hooks/use-form';
import { toast } from '@/lib/toast';

const revokeFormSchema = certificateRevokePayloadSchema.extend({ number: certificateNumberSchema });
type RevokeForm = z.output<typeof revokeFormSchema>;

/** Revokes a certificate by its number, with the office's reason (kept and shown on the check). */
export function RevokeForm() {
  const form = useForm({ number: '', reason: '' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed: RevokeForm | null = form.parse(revokeFormSchema);
    if (!parsed) return;
    form.setBusy(true);
    form.setFormError(null);
    try {
      await revokeCertificate(parsed.number, parsed.reason);
      toast.success(copy.revoke.done(parsed.number));
      form.reset();
    } catch (error) {
      form.showRequestError(error, apiMessages.networkError);
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <section className="gradings-panel" aria-labelledby="revoke-heading">
      <h2 id="revoke-heading">{copy.revoke.heading}</h2>
      <form id={form.formId} className="gradings-form" noValidate onSubmit={(e) => void submit(e)}>
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <TextField
          label={copy.revoke.number}
          autoComplete="off"
          required
          {...form.textInput('number')}
        />
        <TextareaField label={copy.revoke.reason} rows={2} required {...form.textInput('reason')} />
        <SubmitButton
          busy={form.busy}
          label={{ idle: copy.revoke.submit, busy: copy.revoke.submit }}
        />
      </form>
    </section>
  );
}

import type { FormEvent } from 'react';
import { authMessages } from '@contracts/auth-messages';
import { changePasswordFormSchema } from '@contracts/auth';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { authToasts, fieldLabels, submitLabels } from '@/features/auth/config/auth-copy';
import { changePassword } from '@/features/auth/lib/auth-actions';
import { useAppCheck } from '@/hooks/use-app-check';
import { useForm } from '@/hooks/use-form';
import { toast } from '@/lib/toast';

/** Change password: current, new and confirmation; the member stays signed in. */
export function ChangePasswordForm() {
  useAppCheck();
  const form = useForm({ currentPassword: '', newPassword: '', confirmPassword: '' });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    const input = form.parse(changePasswordFormSchema);
    if (!input) return;
    form.setBusy(true);
    try {
      await changePassword({
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
      });
      form.reset();
      toast.success(authMessages.passwordUpdated);
    } catch (error) {
      form.showRequestError(error, authMessages.passwordUpdateFailed);
      toast.error(authToasts.passwordUpdateFailed);
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <form id={form.formId} className="form" noValidate onSubmit={handleSubmit}>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        label={fieldLabels.currentPassword}
        type="password"
        autoComplete="current-password"
        required
        {...form.textInput('currentPassword')}
      />
      <TextField
        label={fieldLabels.newPassword}
        type="password"
        autoComplete="new-password"
        required
        {...form.textInput('newPassword')}
      />
      <TextField
        label={fieldLabels.confirmNewPassword}
        type="password"
        autoComplete="new-password"
        required
        {...form.textInput('confirmPassword')}
      />
      <SubmitButton busy={form.busy} label={submitLabels.updatePassword} />
    </form>
  );
}

import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authMessages } from '@contracts/auth-messages';
import { resetPasswordFormSchema } from '@contracts/auth';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { pagePath } from '@/config/page-registry';
import { resetPassword } from '@/features/auth/api/password-api';
import { fieldLabels, statusTexts, submitLabels } from '@/features/auth/config/auth-copy';
import { useAppCheck } from '@/hooks/use-app-check';
import { useForm } from '@/hooks/use-form';

/** After a successful reset, /login follows after 3 s. */
const RESET_REDIRECT_DELAY_MS = 3000;

/** The new-password form of a verified reset link; on success, /login follows after 3 s. */
export function ResetPasswordForm({ token }: { token: string }) {
  useAppCheck();
  const navigate = useNavigate();
  const form = useForm({ password: '', confirmPassword: '' });
  const [doneMessage, setDoneMessage] = useState<string | null>(null);

  useEffect(() => {
    if (doneMessage === null) return;
    const timer = setTimeout(() => void navigate(pagePath('login')), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [doneMessage, navigate]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    const input = form.parse(resetPasswordFormSchema);
    if (!input) return;
    form.setBusy(true);
    try {
      setDoneMessage(await resetPassword(token, input.password));
    } catch (error) {
      form.showRequestError(error, authMessages.resetFailed);
    } finally {
      form.setBusy(false);
    }
  }

  if (doneMessage !== null) {
    return (
      <FormAlert tone="success">
        <p>{doneMessage}</p>
        <p>{statusTexts.resetRedirecting}</p>
      </FormAlert>
    );
  }

  return (
    <form id={form.formId} className="form" noValidate onSubmit={handleSubmit}>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        label={fieldLabels.newPassword}
        type="password"
        autoComplete="new-password"
        required
        {...form.textInput('password')}
      />
      <TextField
        label={fieldLabels.confirmNewPassword}
        type="password"
        autoComplete="new-password"
        required
        {...form.textInput('confirmPassword')}
      />
      <SubmitButton busy={form.busy} label={submitLabels.resetPassword} />
    </form>
  );
}

import { type FormEvent, useState } from 'react';
import { forgotPasswordSchema } from '@contracts/auth';
import { FormAlert } from '@/components/ui/form-alert';
import { OfflineFormNotice } from '@/components/ui/offline-form-notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { fieldLabels, statusTexts, submitLabels } from '@/features/auth/config/auth-copy';
import { requestPasswordReset } from '@/features/auth/api/password-api';
import { ServerHealthNotice } from '@/features/auth/components/server-health-notice';
import { requestErrorMessage } from '@/features/auth/lib/request-error-message';
import { useAppCheck } from '@/hooks/use-app-check';
import { useForm } from '@/hooks/use-form';
import { focusElement } from '@/lib/focus';
import './auth-screens.css';

/** Forgot password: the form, then a sent state with a way to try again. */
export function ForgotPasswordForm() {
  useAppCheck();
  const form = useForm({ email: '' });
  const [sentMessage, setSentMessage] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    const request = form.parse(forgotPasswordSchema);
    if (!request) return;
    form.setBusy(true);
    try {
      setSentMessage(await requestPasswordReset(request.email));
    } catch (error) {
      form.setFormError(requestErrorMessage(error));
    } finally {
      form.setBusy(false);
    }
  }

  return (
    <>
      <ServerHealthNotice />
      {sentMessage !== null ? (
        <div className="auth-sent">
          {/* Focused when it appears, so screen readers read the outcome. */}
          <h2 className="auth-sent__heading" tabIndex={-1} ref={focusElement}>
            {statusTexts.emailSentHeading}
          </h2>
          <p>{sentMessage}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setSentMessage(null)}
          >
            {statusTexts.tryAgain}
          </button>
        </div>
      ) : (
        <form id={form.formId} className="form" noValidate onSubmit={handleSubmit}>
          {form.formError && <FormAlert>{form.formError}</FormAlert>}
          <TextField
            label={fieldLabels.email}
            type="email"
            autoComplete="email"
            required
            {...form.textInput('email')}
          />
          <OfflineFormNotice />
          <SubmitButton busy={form.busy} label={submitLabels.sendResetLink} />
        </form>
      )}
    </>
  );
}

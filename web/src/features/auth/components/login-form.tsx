import type { FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { loginSchema } from '@contracts/auth';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert } from '@/components/ui/form-alert';
import { OfflineFormNotice } from '@/components/ui/offline-form-notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { authLinks, fieldLabels, submitLabels } from '@/features/auth/config/auth-copy';
import { signInWithPassword } from '@/features/auth/lib/auth-actions';
import { signInErrorMessage } from '@/features/auth/lib/auth-errors';
import { consumeRedirectAfterLogin } from '@/features/auth/lib/redirect-after-login';
import { useAppCheck } from '@/hooks/use-app-check';
import { useForm } from '@/hooks/use-form';
import './auth-screens.css';

/** Login: email and password, remember-me, then back to where the member was going. */
export function LoginForm() {
  useAppCheck();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm({ email: '', password: '', remember: true });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    const credentials = form.parse(loginSchema);
    if (!credentials) return;
    form.setBusy(true);
    try {
      await signInWithPassword(credentials);
    } catch (error) {
      form.setFormError(signInErrorMessage(error));
      form.setBusy(false);
      return;
    }
    // Stays busy: the page is being left.
    await navigate(consumeRedirectAfterLogin(location.state), { replace: true });
  }

  return (
    <form id={form.formId} className="form" noValidate onSubmit={handleSubmit}>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        label={fieldLabels.email}
        type="email"
        autoComplete="email"
        required
        {...form.textInput('email')}
      />
      <TextField
        label={fieldLabels.password}
        type="password"
        autoComplete="current-password"
        required
        {...form.textInput('password')}
      />
      <div className="form-row">
        <CheckboxField label={fieldLabels.remember} {...form.checkbox('remember')} />
        <Link to={authLinks.forgotPassword.to}>{authLinks.forgotPassword.label}</Link>
      </div>
      <OfflineFormNotice />
      <SubmitButton busy={form.busy} label={submitLabels.signIn} />
    </form>
  );
}

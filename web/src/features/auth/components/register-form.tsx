import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { authMessages } from '@contracts/auth-messages';
import { registerFormSchema } from '@contracts/auth';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormAlert } from '@/components/ui/form-alert';
import { OfflineFormNotice } from '@/components/ui/offline-form-notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { pagePath } from '@/config/page-registry';
import {
  authFormCopy,
  authLinks,
  authToasts,
  fieldLabels,
  submitLabels,
} from '@/features/auth/config/auth-copy';
import { registerAndSignIn } from '@/features/auth/lib/auth-actions';
import { useAppCheck } from '@/hooks/use-app-check';
import { useForm } from '@/hooks/use-form';
import { toast } from '@/lib/toast';
import './auth-screens.css';

const termsLabel = (
  <>
    {authFormCopy.termsBefore}
    <Link to={authLinks.terms.to}>{authLinks.terms.label}</Link>
    {authFormCopy.termsBetween}
    <Link to={authLinks.privacy.to}>{authLinks.privacy.label}</Link>
    {authFormCopy.termsAfter}
  </>
);

/** Register: the server creates the account, then the new member is signed in. */
export function RegisterForm() {
  useAppCheck();
  const navigate = useNavigate();
  const form = useForm({
    name: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    terms: false,
  });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.setFormError(null);
    const details = form.parse(registerFormSchema);
    if (!details) return;
    form.setBusy(true);
    try {
      const user = await registerAndSignIn(details);
      toast.success(authToasts.accountCreated(user.name), {
        duration: authToasts.welcomeDurationMs,
      });
      await navigate(pagePath('home'), { replace: true });
    } catch (error) {
      form.setBusy(false);
      form.showRequestError(error, authMessages.registerFailed);
      toast.error(authToasts.registrationFailed);
    }
  }

  return (
    <form id={form.formId} className="form" noValidate onSubmit={handleSubmit}>
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      <TextField
        label={fieldLabels.name}
        autoComplete="name"
        required
        {...form.textInput('name')}
      />
      <TextField
        label={fieldLabels.email}
        type="email"
        autoComplete="email"
        required
        {...form.textInput('email')}
      />
      <TextField
        label={fieldLabels.phone}
        type="tel"
        autoComplete="tel"
        {...form.textInput('phone')}
      />
      <TextField
        label={fieldLabels.password}
        type="password"
        autoComplete="new-password"
        required
        {...form.textInput('password')}
      />
      <TextField
        label={fieldLabels.confirmPassword}
        type="password"
        autoComplete="new-password"
        required
        {...form.textInput('confirmPassword')}
      />
      <CheckboxField label={termsLabel} required {...form.checkbox('terms')} />
      <OfflineFormNotice />
      <SubmitButton busy={form.busy} label={submitLabels.register} />
    </form>
  );
}

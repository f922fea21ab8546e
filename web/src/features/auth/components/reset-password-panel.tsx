import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { authLinks, statusTexts } from '@/features/auth/config/auth-copy';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useResetTokenCheck } from '@/features/auth/hooks/use-reset-token-check';
import './auth-screens.css';

/** Reset password: verify the link, then the form, or the reason it cannot be used. */
export function ResetPasswordPanel({ token }: { token: string | undefined }) {
  const check = useResetTokenCheck(token);

  if (check.kind === 'verifying') {
    return (
      <div className="auth-progress">
        <Spinner label={statusTexts.verifyingResetLink} />
        <p aria-hidden="true">{statusTexts.verifyingResetLink}</p>
      </div>
    );
  }
  if (check.kind === 'invalid') {
    return (
      <FormAlert>
        <p>{check.message}</p>
        <p>
          <Link to={authLinks.requestNewLink.to}>{authLinks.requestNewLink.label}</Link>
        </p>
      </FormAlert>
    );
  }
  return <ResetPasswordForm token={check.token} />;
}

import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { forgotPasswordIntro } from '@/features/auth/content/forgot-password-intro';
import { authLinks } from '@/features/auth/config/auth-copy';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function Component() {
  return (
    <PageIntro copy={forgotPasswordIntro}>
      <ForgotPasswordForm />
      <p className="standalone-note">
        <Link to={authLinks.backToSignIn.to}>{authLinks.backToSignIn.label}</Link>
      </p>
    </PageIntro>
  );
}

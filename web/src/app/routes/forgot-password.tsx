import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';
import { authLinks } from '@/features/auth/config/auth-copy';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function Component() {
  return (
    <PageIntro copy={pages.forgotPassword}>
      <ForgotPasswordForm />
      <p className="standalone-note">
        <Link to={authLinks.backToSignIn.to}>{authLinks.backToSignIn.label}</Link>
      </p>
    </PageIntro>
  );
}

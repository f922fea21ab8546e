import { Link, useParams } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { resetPasswordIntro } from '@/features/auth/content/reset-password-intro';
import { authFormCopy, authLinks } from '@/features/auth/config/auth-copy';
import { ResetPasswordPanel } from '@/features/auth/components/reset-password-panel';

export function Component() {
  const { token } = useParams();
  return (
    <PageIntro copy={resetPasswordIntro}>
      <ResetPasswordPanel token={token} />
      <p className="standalone-note">
        <Link to={authLinks.signIn.to}>{authLinks.signIn.label}</Link> {authFormCopy.orDivider}{' '}
        <Link to={authLinks.createAccount.to}>{authLinks.createAccount.label}</Link>
      </p>
    </PageIntro>
  );
}

import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { registerIntro } from '@/features/auth/content/register-intro';
import { authFormCopy, authLinks } from '@/features/auth/config/auth-copy';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { RegisterForm } from '@/features/auth/components/register-form';

export function Component() {
  return (
    <PageIntro copy={registerIntro}>
      <GoogleSignInButton />
      <RegisterForm />
      <p className="standalone-note">
        {authFormCopy.alreadyMember} <Link to={authLinks.signIn.to}>{authLinks.signIn.label}</Link>
      </p>
    </PageIntro>
  );
}

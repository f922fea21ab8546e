import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { loginIntro } from '@/features/auth/content/login-intro';
import { authFormCopy, authLinks } from '@/features/auth/config/auth-copy';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { LoginForm } from '@/features/auth/components/login-form';

export function Component() {
  return (
    <PageIntro copy={loginIntro}>
      <GoogleSignInButton />
      <LoginForm />
      <p className="standalone-note">
        {authFormCopy.newHere} <Link to={authLinks.register.to}>{authLinks.register.label}</Link>
      </p>
    </PageIntro>
  );
}

import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';
import { authLinks } from '@/features/auth/config/auth-copy';
import { GoogleSignInButton } from '@/features/auth/components/google-sign-in-button';
import { LoginForm } from '@/features/auth/components/login-form';

export function Component() {
  return (
    <PageIntro copy={pages.login}>
      <GoogleSignInButton />
      <LoginForm />
      <p className="standalone-note">
        New here? <Link to={authLinks.register.to}>{authLinks.register.label}</Link>
      </p>
    </PageIntro>
  );
}

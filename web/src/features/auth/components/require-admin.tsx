import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { Spinner } from '@/components/ui/spinner';
import { pagePath } from '@/config/page-registry';
import { statusTexts } from '@/features/auth/config/auth-copy';
import { forbiddenIntro } from '@/features/auth/content/forbidden-intro';
import { useSession } from '@/features/auth/hooks/use-session';
import { saveRedirectAfterLogin } from '@/features/auth/lib/redirect-after-login';
import './require-sign-in.css';

/** Signed-out visitors sign in first and come back here afterwards. */
function RedirectToLogin({ from }: { from: string }) {
  useEffect(() => saveRedirectAfterLogin(from), [from]);
  return <Navigate to={pagePath('login')} replace state={{ from }} />;
}

/** The 403 page: a member without the admin claim. */
function Forbidden() {
  return (
    <PageIntro copy={forbiddenIntro}>
      <p>
        <Link to={pagePath('home')} className="button button--primary">
          Back to Home
        </Link>
      </p>
    </PageIntro>
  );
}

/**
 * The admin routes: a spinner until the session and the ID token's `admin` claim are known (the
 * claim, not a cached profile, decides), then the page for admins, a 403 page for other members
 * and /login for visitors. The API refuses non-admins on its own; this only keeps them out of
 * screens that could do nothing for them.
 */
export function RequireAdmin() {
  const { status, admin } = useSession();
  const { pathname, search, hash } = useLocation();

  if (status === 'signed-out') return <RedirectToLogin from={pathname + search + hash} />;
  if (status === 'loading' || admin === undefined) {
    return (
      <div className="require-sign-in">
        <Spinner label={statusTexts.checkingSignIn} />
      </div>
    );
  }
  return admin ? <Outlet /> : <Forbidden />;
}

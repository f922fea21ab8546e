import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { pagePath } from '@/config/page-registry';
import { statusTexts } from '@/features/auth/config/auth-copy';
import { useSession } from '@/features/auth/hooks/use-session';
import { saveRedirectAfterLogin } from '@/features/auth/lib/redirect-after-login';
import './require-sign-in.css';

/** Sends a visitor on, remembering where they were going so sign-in can bring them back. */
function RedirectToRegister({ from }: { from: string }) {
  useEffect(() => saveRedirectAfterLogin(from), [from]);
  return <Navigate to={pagePath('register')} replace state={{ from }} />;
}

/**
 * The login-required routes of spec §2 (/profile, /enroll): a spinner while the sign-in state
 * loads, then the page for members and /register for everyone else.
 */
export function RequireSignIn() {
  const { status } = useSession();
  const { pathname, search } = useLocation();

  if (status === 'loading') {
    return (
      <div className="require-sign-in">
        <Spinner label={statusTexts.checkingSignIn} />
      </div>
    );
  }
  if (status === 'signed-out') return <RedirectToRegister from={pathname + search} />;
  return <Outlet />;
}

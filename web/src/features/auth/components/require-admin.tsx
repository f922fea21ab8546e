import { Outlet, useLocation } from 'react-router-dom';
import { DeadEndPage } from '@/components/ui/dead-end-page';
import { Spinner } from '@/components/ui/spinner';
import { pagePath } from '@/config/page-registry';
import { statusTexts } from '@/features/auth/config/auth-copy';
import { forbiddenIntro } from '@/features/auth/content/forbidden-intro';
import { useSession } from '@/features/auth/hooks/use-session';
import { RedirectRemembering } from '@/features/auth/components/redirect-remembering';
import './require-sign-in.css';

/**
 * The admin routes: a spinner until the session and the ID token's `admin` claim are known (the
 * claim, not a cached profile, decides), then the page for admins, a 403 page for other members
 * and /login for visitors. The API refuses non-admins on its own; this only keeps them out of
 * screens that could do nothing for them.
 */
export function RequireAdmin() {
  const { status, admin } = useSession();
  const { pathname, search, hash } = useLocation();

  if (status === 'signed-out') {
    return <RedirectRemembering to={pagePath('login')} from={pathname + search + hash} />;
  }
  if (status === 'loading' || admin === undefined) {
    return (
      <div className="require-sign-in">
        <Spinner label={statusTexts.checkingSignIn} />
      </div>
    );
  }
  // The 403 page: a member without the admin claim.
  return admin ? <Outlet /> : <DeadEndPage copy={forbiddenIntro} homePath={pagePath('home')} />;
}

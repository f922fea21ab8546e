import { Outlet, useLocation } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { pagePath } from '@/config/page-registry';
import { statusTexts } from '@/features/auth/config/auth-copy';
import { MemberOfflineScreen } from '@/features/auth/components/member-offline-notice';
import { useSession } from '@/features/auth/hooks/use-session';
import { RedirectRemembering } from '@/features/auth/components/redirect-remembering';
import { useOnlineStatus } from '@/hooks/use-online-status';
import './require-sign-in.css';

/**
 * The login-required routes (/profile, /enroll): a spinner while the sign-in state
 * loads, then the page for members and /register for everyone else. With no network and no
 * signed-in member, a plain offline message instead: neither check nor sign-in can work then.
 */
export function RequireSignIn() {
  const { status } = useSession();
  const { pathname, search } = useLocation();
  const online = useOnlineStatus();

  if (!online && status !== 'signed-in') return <MemberOfflineScreen />;

  if (status === 'loading') {
    return (
      <div className="require-sign-in">
        <Spinner label={statusTexts.checkingSignIn} />
      </div>
    );
  }
  if (status === 'signed-out') {
    return <RedirectRemembering to={pagePath('register')} from={pathname + search} />;
  }
  return <Outlet />;
}

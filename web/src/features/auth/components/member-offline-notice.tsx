import { memberOfflineCopy } from '@/features/auth/config/auth-copy';
import { useOnlineStatus } from '@/hooks/use-online-status';

/**
 * A member page opened with no network: nothing of a member is kept on the device,
 * so the page says so instead of waiting on a sign-in check or a list that cannot load.
 */
export function MemberOfflineScreen() {
  return (
    <div className="require-sign-in require-sign-in--offline">
      <h1>{memberOfflineCopy.title}</h1>
      <p>{memberOfflineCopy.text}</p>
    </div>
  );
}

/** The same message above a signed-in member's dashboard, while the browser has no network. */
export function MemberOfflineNotice() {
  const online = useOnlineStatus();
  return (
    <div aria-live="polite" className="member-offline-notice">
      {!online && <p className="form-alert form-alert--info">{memberOfflineCopy.text}</p>}
    </div>
  );
}

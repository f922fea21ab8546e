import { offlineCopy } from '@/config/offline-copy';
import { useOnlineStatus } from '@/hooks/use-online-status';
import './form.css';

/**
 * Above a form's send button: says plainly, while the browser has no network, that sending needs
 * one and that what was typed is kept. The polite live region is always there, so its text is
 * announced when the network drops while the form is open.
 */
export function OfflineFormNotice() {
  const online = useOnlineStatus();
  return (
    <div aria-live="polite" className="offline-form-notice">
      {!online && <p className="form-alert form-alert--info">{offlineCopy.formNeedsConnection}</p>}
    </div>
  );
}

import { offlineCopy } from '@/config/offline-copy';
import type { AppUpdate } from '@/features/offline/hooks/use-app-update';

/**
 * "A new version is available — Reload": a polite live region (announced, never stealing focus; a live region rather than role=status so a page's own status region stays the only one) with
 * the Reload button, and a way to keep reading; the next visit gets the new version anyway.
 */
export function UpdatePrompt({ update }: { update: AppUpdate }) {
  return (
    <div aria-live="polite" className="offline-status__slot">
      {update.waiting && (
        <div className="offline-status__card">
          <p>{offlineCopy.updateAvailable}</p>
          <div className="offline-status__actions">
            <button type="button" className="button button--primary" onClick={update.reload}>
              {offlineCopy.reload}
            </button>
            <button type="button" className="offline-status__dismiss" onClick={update.dismiss}>
              {offlineCopy.dismissUpdate}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

import { offlineCopy } from '@/config/offline-copy';
import type { AppUpdate } from '@/features/offline/hooks/use-app-update';

/**
 * "A new version is available — Reload": a status region (announced, never stealing focus) with
 * the Reload button, and a way to keep reading; the next visit gets the new version anyway.
 */
export function UpdatePrompt({ update }: { update: AppUpdate }) {
  return (
    <div role="status" className="offline-status__slot">
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

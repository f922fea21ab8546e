import { SavedInformationNotice } from '@/features/offline/components/saved-information-notice';
import { UpdatePrompt } from '@/features/offline/components/update-prompt';
import { useAppUpdate } from '@/features/offline/hooks/use-app-update';
import { useSavedInformation } from '@/features/offline/hooks/use-saved-information';
import './offline-status.css';

/**
 * The installable-and-offline part of every screen (docs/decisions.md, 'Service worker'): registers
 * the service worker and shows the saved-information notice and the update prompt, bottom left,
 * over the page (no layout shift). Loaded lazily after hydration (app/app-root.tsx), so none of it
 * is initial JavaScript.
 */
export function OfflineStatus() {
  const showingSaved = useSavedInformation();
  const update = useAppUpdate();
  return (
    <div className="offline-status">
      <UpdatePrompt update={update} />
      <SavedInformationNotice visible={showingSaved} />
    </div>
  );
}

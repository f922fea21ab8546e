import { offlineCopy } from '@/config/offline-copy';

/** "Offline — showing saved information.": polite, it never interrupts what is being read. */
export function SavedInformationNotice({ visible }: { visible: boolean }) {
  return (
    <div aria-live="polite" className="offline-status__slot">
      {visible && <p className="offline-status__card">{offlineCopy.savedInformation}</p>}
    </div>
  );
}

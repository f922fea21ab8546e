import { useSyncExternalStore } from 'react';
import { useOnlineStatus } from '@/hooks/use-online-status';
import { usePathnameChange } from '@/hooks/use-pathname-change';
import { clearSavedAnswers, hasSavedAnswers, subscribeToSavedAnswers } from '@/lib/saved-answers';

/**
 * Whether the page on screen is showing saved information: the browser has no network (so the
 * page itself came from the service worker), or an answer it shows was a saved one (the network
 * is up but reaches nothing, as in a hall with one bar of signal). A new page starts afresh.
 */
export function useSavedInformation(): boolean {
  const online = useOnlineStatus();
  const saved = useSyncExternalStore(subscribeToSavedAnswers, hasSavedAnswers, () => false);
  usePathnameChange(clearSavedAnswers);
  return !online || saved;
}

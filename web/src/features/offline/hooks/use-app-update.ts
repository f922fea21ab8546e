import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApplyUpdate, registerAppWorker } from '@/features/offline/lib/register-app-worker';

export interface AppUpdate {
  /** A new version is waiting and the visitor has not dismissed the prompt. */
  waiting: boolean;
  reload: () => void;
  dismiss: () => void;
}

/** Registers the service worker once and reports when a deploy's new version is waiting. */
export function useAppUpdate(register = registerAppWorker): AppUpdate {
  const [waiting, setWaiting] = useState(false);
  const apply = useRef<ApplyUpdate | null>(null);

  useEffect(() => {
    let live = true;
    void register({ onUpdateWaiting: () => live && setWaiting(true) }).then((applyUpdate) => {
      apply.current = applyUpdate;
    });
    return () => {
      live = false;
    };
  }, [register]);

  const reload = useCallback(() => {
    if (apply.current) void apply.current();
    else window.location.reload();
  }, []);
  const dismiss = useCallback(() => setWaiting(false), []);
  return { waiting, reload, dismiss };
}

import { useState } from 'react';
import type { Athlete } from '@contracts/athlete';
import { removeAthlete } from '@/features/athletes/api/athletes-api';
import { removeCopy } from '@/features/athletes/config/athletes-copy';
import { isApiError } from '@/lib/api-errors';

/** The removal dialog's state: which athlete is asked about, the request, and its failure. */
export function useRemoveAthlete(onRemoved: (athlete: Athlete) => void) {
  const [athlete, setAthlete] = useState<Athlete | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm(target: Athlete) {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await removeAthlete(target.id);
      setAthlete(null);
      onRemoved(target);
    } catch (failure) {
      setError(
        isApiError(failure) && failure.kind === 'http' ? failure.message : removeCopy.failed,
      );
    } finally {
      setBusy(false);
    }
  }

  return {
    athlete,
    busy,
    error,
    ask: (target: Athlete) => {
      setError(null);
      setAthlete(target);
    },
    cancel: () => setAthlete(null),
    confirm: (target: Athlete) => void confirm(target),
  };
}

import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';

/** The words every admin screen has for its data not being there yet. */
export interface LoadPendingCopy {
  loading: string;
  loadFailed: string;
  retry: string;
}

interface LoadPendingProps {
  state: 'loading' | 'failed';
  copy: LoadPendingCopy;
  onRetry: () => void;
}

/**
 * What an admin screen shows until its data is there: a spinner, or why it failed and a retry.
 * Callers return it while `state !== 'loaded'`, so TypeScript knows the data is there after it.
 */
export function LoadPending({ state, copy, onRetry }: LoadPendingProps) {
  if (state === 'loading') return <Spinner label={copy.loading} />;
  return <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={onRetry} />;
}

import { useCallback, useEffect, useState } from 'react';
import type { DeskEntry } from '@contracts/championship';
import { LoadFailed } from '@/components/ui/load-failed';
import { Spinner } from '@/components/ui/spinner';
import { fetchOfficeEntries } from '@/features/championships/api/officials-api';
import { DeskEntryCard } from '@/features/championships/components/desk-entry-card';
import { DeskQueueStatus } from '@/features/championships/components/desk-queue-status';
import { weighInCopy as copy } from '@/features/championships/content/weigh-in-copy';
import {
  useWeighInQueue,
  type SentResult,
} from '@/features/championships/hooks/use-weigh-in-queue';
import { applySent } from '@/features/championships/lib/desk-entries';
import { matchesSearch } from '@/features/championships/lib/weigh-in-check';
import type { QueuedAction } from '@/features/championships/lib/weigh-in-queue';
import { isApiError } from '@/lib/api-errors';
import './championships.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; entries: DeskEntry[] };

/**
 * The officials' weigh-in desk. The entry list is read once with a signal; from then on the desk
 * works from it, and every weigh-in and decision goes through the outbox, which sends at once
 * when it can and keeps the action on the device when it cannot (docs/decisions.md).
 */
export function WeighInDesk({ eventId }: { eventId: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    fetchOfficeEntries(eventId, controller.signal).then(
      (answer) => setLoad({ state: 'loaded', entries: answer.entries }),
      (error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        setLoad({ state: 'failed' });
      },
    );
    return () => controller.abort();
  }, [eventId, attempt]);

  const onSent = useCallback((action: QueuedAction, value: SentResult) => {
    setLoad((now) =>
      now.state === 'loaded'
        ? { state: 'loaded', entries: applySent(now.entries, action, value) }
        : now,
    );
  }, []);
  const queue = useWeighInQueue(eventId, onSent);

  if (load.state === 'loading') return <Spinner label={copy.loading} />;
  if (load.state === 'failed') {
    return (
      <LoadFailed
        message={copy.loadFailed}
        retryLabel={copy.retry}
        onRetry={() => {
          setLoad({ state: 'loading' });
          setAttempt((n) => n + 1);
        }}
      />
    );
  }

  const found = load.entries.filter((entry) => matchesSearch(entry, query));
  const nameOf = (entryId: string) =>
    load.entries.find((entry) => entry.id === entryId)?.athleteName ?? entryId;

  return (
    <div className="desk">
      <DeskQueueStatus
        waiting={queue.waiting.length}
        problems={queue.problems.map((problem) =>
          copy.problem(nameOf(problem.action.entryId), problem.message),
        )}
        onSendNow={() => void queue.flush()}
      />
      <form
        role="search"
        aria-label={copy.search.region}
        className="desk__search"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="desk__search-field">
          <span>{copy.search.label}</span>
          <input
            className="form-field__input"
            type="search"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
      </form>
      <p className="desk__count" role="status">
        {query.trim().length < 2
          ? copy.typeToSearch
          : found.length === 0
            ? copy.none
            : copy.found(found.length)}
      </p>
      <ul className="desk__results">
        {found.map((entry) => {
          const pending = queue.waiting.filter((item) => item.entryId === entry.id);
          const weighIn = pending.findLast((item) => item.kind === 'weigh-in');
          return (
            <li key={entry.id}>
              <DeskEntryCard
                entry={entry}
                pendingWeightKg={weighIn?.kind === 'weigh-in' ? weighIn.weightKg : undefined}
                decisionPending={pending.some((item) => item.kind === 'decision')}
                onWeigh={(weightKg) => queue.add({ entryId: entry.id, kind: 'weigh-in', weightKg })}
                onDecide={(action) => queue.add({ entryId: entry.id, kind: 'decision', action })}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

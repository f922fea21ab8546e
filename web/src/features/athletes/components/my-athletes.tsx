import { useRef, useState } from 'react';
import type { Athlete } from '@contracts/athlete';
import { LoadFailed } from '@/components/ui/load-failed';
import { useSession } from '@/features/auth/hooks/use-session';
import { AddAthleteForm } from '@/features/athletes/components/add-athlete-form';
import { AthleteCard } from '@/features/athletes/components/athlete-card';
import { RemoveAthleteDialog } from '@/features/athletes/components/remove-athlete-dialog';
import { athletesCopy as copy } from '@/features/athletes/config/athletes-copy';
import { useMyAthletes } from '@/features/athletes/hooks/use-my-athletes';
import { useRemoveAthlete } from '@/features/athletes/hooks/use-remove-athlete';
import { focusElement } from '@/lib/focus';
import { toast } from '@/lib/toast';
import './athletes.css';

/** Focus after the list has re-rendered: the element exists by the next frame. */
function focusLater(id: string) {
  requestAnimationFrame(() => focusElement(document.getElementById(id)));
}

/**
 * The member's athletes: a card each, adding one (a child, a ward or oneself), and the removal
 * dialog. Fetched afresh each time it is shown, so a second guardian's change appears. The page
 * around it gives the heading (the account dashboard's tab).
 */
export function MyAthletes() {
  const { user } = useSession();
  const { result, update, retry } = useMyAthletes();
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const removal = useRemoveAthlete((removed) => {
    update((items) => items.filter((item) => item.id !== removed.id));
    toast.success(copy.toasts.removed(removed.fullName));
    requestAnimationFrame(() => addButton.current?.focus());
  });

  function added(athlete: Athlete) {
    update((items) => [...items, athlete]);
    setAdding(false);
    toast.success(copy.toasts.added(athlete.fullName));
    focusLater(`athlete-${athlete.id}`);
  }

  function cancelAdding() {
    setAdding(false);
    requestAnimationFrame(() => addButton.current?.focus());
  }

  return (
    <div className="my-athletes">
      <p className="my-athletes__intro">{copy.intro}</p>
      {result.state === 'loading' && <p role="status">{copy.loading}</p>}
      {result.state === 'failed' && (
        <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={retry} />
      )}
      {result.state === 'loaded' && result.items.length === 0 && !adding && (
        <p className="my-athletes__empty">{copy.empty}</p>
      )}
      {result.state === 'loaded' && result.items.length > 0 && (
        <ul className="my-athletes__list" aria-label={copy.listLabel}>
          {result.items.map((athlete) => (
            <li key={athlete.id}>
              <AthleteCard
                athlete={athlete}
                myUid={user?.uid}
                onRemove={removal.ask}
                onChanged={(changed) =>
                  update((items) => items.map((item) => (item.id === changed.id ? changed : item)))
                }
              />
            </li>
          ))}
        </ul>
      )}
      {result.state === 'loaded' &&
        (adding ? (
          <AddAthleteForm onAdded={added} onCancel={cancelAdding} />
        ) : (
          <button
            ref={addButton}
            type="button"
            className="button button--primary my-athletes__add"
            onClick={() => {
              setAdding(true);
              focusLater('add-athlete-heading');
            }}
          >
            {copy.add}
          </button>
        ))}
      <RemoveAthleteDialog
        athlete={removal.athlete}
        busy={removal.busy}
        error={removal.error}
        onCancel={removal.cancel}
        onConfirm={removal.confirm}
      />
    </div>
  );
}

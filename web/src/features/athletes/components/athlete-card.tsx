import { useRef, useState } from 'react';
import { type Athlete, MAX_GUARDIANS } from '@contracts/athlete';
import { AthleteFactsList } from '@/features/athletes/components/athlete-facts-list';
import { EditAthleteForm } from '@/features/athletes/components/edit-athlete-form';
import { InviteGuardianForm } from '@/features/athletes/components/invite-guardian-form';
import { athletesCopy as copy, inviteCopy } from '@/features/athletes/config/athletes-copy';
import { toast } from '@/lib/toast';

interface AthleteCardProps {
  athlete: Athlete;
  myUid?: string;
  onChanged: (athlete: Athlete) => void;
  onRemove: (athlete: Athlete) => void;
}

type Mode = 'view' | 'edit' | 'invite';

/**
 * One athlete: the facts, and the guardian's three actions. Editing and inviting open in the
 * card itself (a phone keeps its place), and closing them returns focus to the button that opened.
 */
export function AthleteCard({ athlete, myUid, onChanged, onRemove }: AthleteCardProps) {
  const [mode, setMode] = useState<Mode>('view');
  const editButton = useRef<HTMLButtonElement>(null);
  const inviteButton = useRef<HTMLButtonElement>(null);
  const headingId = `athlete-${athlete.id}`;
  const full = athlete.guardianCount >= MAX_GUARDIANS;

  function close(from: Mode) {
    setMode('view');
    // After the form has gone: the button is back in the card by the next frame.
    requestAnimationFrame(() => (from === 'edit' ? editButton : inviteButton).current?.focus());
  }

  return (
    <article className="card athlete-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="athlete-card__name" tabIndex={-1}>
        {athlete.fullName}
      </h3>
      <AthleteFactsList athlete={athlete} myUid={myUid} />
      {full && <p className="athlete-card__note">{inviteCopy.full}</p>}
      {mode === 'view' && (
        <div className="athlete-card__actions">
          <button
            ref={editButton}
            type="button"
            className="button button--secondary"
            aria-label={copy.actions.edit(athlete.fullName)}
            onClick={() => setMode('edit')}
          >
            {copy.actions.editShort}
          </button>
          {!full && (
            <button
              ref={inviteButton}
              type="button"
              className="button button--secondary"
              onClick={() => setMode('invite')}
            >
              {copy.actions.invite}
            </button>
          )}
          <button
            type="button"
            className="button athletes-button--remove"
            aria-label={copy.actions.removeNamed(athlete.fullName)}
            onClick={() => onRemove(athlete)}
          >
            {copy.actions.remove}
          </button>
        </div>
      )}
      {mode === 'edit' && (
        <EditAthleteForm
          athlete={athlete}
          onCancel={() => close('edit')}
          onSaved={(saved) => {
            onChanged(saved);
            toast.success(copy.toasts.saved);
            close('edit');
          }}
        />
      )}
      {mode === 'invite' && (
        <InviteGuardianForm
          athlete={athlete}
          onCancel={() => close('invite')}
          onInvited={(email) => {
            toast.success(copy.toasts.invited(email));
            close('invite');
          }}
        />
      )}
    </article>
  );
}

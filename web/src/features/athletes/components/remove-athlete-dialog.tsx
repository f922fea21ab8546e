import type { Athlete } from '@contracts/athlete';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { removeCopy as copy } from '@/features/athletes/config/athletes-copy';

interface RemoveAthleteDialogProps {
  /** The athlete to remove; null keeps the dialog closed. */
  athlete: Athlete | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: (athlete: Athlete) => void;
}

/**
 * Asks before an erasure that cannot be undone, saying what it means. The native dialog keeps
 * keyboard focus inside, Escape cancels, and focus goes back to the Remove button on cancel.
 */
export function RemoveAthleteDialog({
  athlete,
  busy,
  error,
  onCancel,
  onConfirm,
}: RemoveAthleteDialogProps) {
  return (
    <Modal
      open={athlete !== null}
      onClose={onCancel}
      title={athlete ? copy.title(athlete.fullName) : ''}
      description={copy.text}
      size="sm"
      footer={
        athlete && (
          <div className="athlete-card__confirm">
            <button
              type="button"
              className="button athletes-button--danger"
              disabled={busy}
              onClick={() => onConfirm(athlete)}
            >
              {busy ? copy.busy : copy.confirm}
            </button>
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {copy.cancel}
            </button>
          </div>
        )
      }
    >
      {error && <FormAlert>{error}</FormAlert>}
    </Modal>
  );
}

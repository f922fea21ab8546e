import type { Event } from '@contracts/event';
import { Modal } from '@/components/ui/modal';
import { eventsAdminCopy } from '@/features/admin/content/events-admin-copy';

const copy = eventsAdminCopy.confirm;

interface DeleteEventDialogProps {
  /** The event to delete; null keeps the dialog closed. */
  event: Event | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (event: Event) => void;
}

/** Asks before deleting, naming the event (as text: React escapes a title holding markup). */
export function DeleteEventDialog({ event, busy, onCancel, onConfirm }: DeleteEventDialogProps) {
  return (
    <Modal
      open={event !== null}
      onClose={onCancel}
      title={copy.title}
      description={event ? copy.text(event.title) : undefined}
      size="sm"
      footer={
        event && (
          <div className="admin-events__confirm">
            <button
              type="button"
              className="button button--danger"
              disabled={busy}
              onClick={() => onConfirm(event)}
            >
              {copy.confirm}
            </button>
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {copy.cancel}
            </button>
          </div>
        )
      }
    />
  );
}

import { Link, useNavigate } from 'react-router-dom';
import type { EventInput } from '@contracts/event-input';
import { FormAlert } from '@/components/ui/form-alert';
import { pagePath } from '@/config/page-registry';
import { LoadPending } from '@/features/admin/components/load-pending';
import { createEvent, updateEvent } from '@/features/admin/api/admin-events-api';
import { AdminEventForm } from '@/features/admin/components/admin-event-form';
import { eventsAdminCopy as copy } from '@/features/admin/content/events-admin-copy';
import { useAdminEvent } from '@/features/admin/hooks/use-admin-event';
import { toast } from '@/lib/toast';

/** /admin/events/new: the empty form; saving goes back to the list. */
export function NewEventEditor() {
  const navigate = useNavigate();
  async function save(input: EventInput) {
    await createEvent(input);
    toast.success(copy.toasts.created);
    void navigate(pagePath('adminEvents'));
  }
  return <AdminEventForm onSave={save} />;
}

/** /admin/events/:eventId/edit: the form filled with the event as stored now. */
export function EditEventEditor({ eventId }: { eventId: string }) {
  const navigate = useNavigate();
  const { load, retry } = useAdminEvent(eventId);

  if (load.state === 'missing') {
    return (
      <FormAlert tone="info">
        <p>{copy.notFound}</p>
        <p>
          <Link to={pagePath('adminEvents')}>{copy.backToEvents}</Link>
        </p>
      </FormAlert>
    );
  }
  if (load.state !== 'loaded') {
    return <LoadPending state={load.state} copy={copy} onRetry={retry} />;
  }

  async function save(input: EventInput) {
    await updateEvent(eventId, input);
    toast.success(copy.toasts.updated);
    void navigate(pagePath('adminEvents'));
  }
  return <AdminEventForm key={load.event.id} event={load.event} onSave={save} />;
}

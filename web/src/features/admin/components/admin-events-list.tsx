import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { todayInKolkata } from '@contracts/calendar-days';
import { eventTypeLabels } from '@contracts/enum-labels';
import { eventTypes } from '@contracts/enums';
import type { Event } from '@contracts/event';
import { pagePath } from '@/config/page-registry';
import { LoadPending } from '@/features/admin/components/load-pending';
import { deleteEvent } from '@/features/admin/api/admin-events-api';
import {
  AdminFilterForm,
  type AdminFilterSelect,
} from '@/features/admin/components/admin-filter-form';
import { AdminEventsTable } from '@/features/admin/components/admin-events-table';
import { DeleteEventDialog } from '@/features/admin/components/delete-event-dialog';
import { eventsAdminCopy as copy } from '@/features/admin/content/events-admin-copy';
import { useAdminEvents } from '@/features/admin/hooks/use-admin-events';
import {
  filterAdminEvents,
  eventTimings,
  filtersFromQuery,
  queryFromFilters,
  type AdminEventFilters,
} from '@/features/admin/lib/admin-event-filters';
import { toast } from '@/lib/toast';
import './admin.css';
import './admin-events.css';

const filterSelects: readonly AdminFilterSelect<'when' | 'type'>[] = [
  {
    name: 'when',
    label: copy.filters.when,
    options: eventTimings.map((timing) => ({
      value: timing,
      label: copy.filters.whenOptions[timing],
    })),
  },
  {
    name: 'type',
    label: copy.filters.type,
    options: eventTypes.map((type) => ({ value: type, label: eventTypeLabels[type] })),
  },
];

/** /admin/events: filters kept in the URL, the table, and the delete confirmation. */
export function AdminEventsList() {
  const { result, remove, retry } = useAdminEvents();
  const [query, setQuery] = useSearchParams();
  const filters = filtersFromQuery(query);
  const [deleting, setDeleting] = useState<Event | null>(null);
  const [busy, setBusy] = useState(false);

  if (result.state !== 'loaded') {
    return <LoadPending state={result.state} copy={copy} onRetry={retry} />;
  }

  const all = result.items;
  const shown = filterAdminEvents(all, filters, todayInKolkata());
  const setFilters = (next: AdminEventFilters) =>
    setQuery(queryFromFilters(next), { replace: true });
  const filtered = filters.q !== '' || filters.when !== 'all' || filters.type !== 'all';

  async function confirmDelete(event: Event) {
    setBusy(true);
    try {
      await deleteEvent(event.id);
      remove(event.id);
      setDeleting(null);
      toast.success(copy.toasts.deleted);
    } catch {
      toast.error(copy.toasts.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-inbox">
      <p>
        <Link className="button button--primary" to={pagePath('adminEventNew')}>
          {copy.newEvent}
        </Link>
      </p>
      <AdminFilterForm
        key={queryFromFilters(filters).toString()}
        filters={filters}
        selects={filterSelects}
        copy={copy.filters}
        searchMaxLength={100}
        onChange={setFilters}
      />
      <p className="admin-inbox__count" role="status">
        {copy.shown(shown.length, all.length)}
      </p>
      {shown.length > 0 ? (
        <AdminEventsTable events={shown} onDelete={setDeleting} />
      ) : (
        <div className="admin-inbox__empty">
          <p>{filtered ? copy.emptyFiltered : copy.empty}</p>
          {filtered && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setFilters({ q: '', when: 'all', type: 'all' })}
            >
              {copy.clearFilters}
            </button>
          )}
        </div>
      )}
      <DeleteEventDialog
        event={deleting}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={(event) => void confirmDelete(event)}
      />
    </div>
  );
}

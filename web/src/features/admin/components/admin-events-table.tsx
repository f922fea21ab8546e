import { createColumnHelper } from '@tanstack/react-table';
import { AdminTable } from '@/features/admin/components/admin-table';
import { Link } from 'react-router-dom';
import { eventTypeLabels } from '@contracts/enum-labels';
import type { Event } from '@contracts/event';
import { pagePath } from '@/config/page-registry';
import { eventsAdminCopy as copy } from '@/features/admin/content/events-admin-copy';
import { formatDateRange } from '@/lib/dates';

const column = createColumnHelper<Event>();

interface AdminEventsTableProps {
  events: readonly Event[];
  onDelete: (event: Event) => void;
}

/**
 * The events as a table (TanStack Table renders nothing itself; the markup is ours). Under 640 px
 * each row becomes a card, its cells labelled by `data-label` (admin.css). Titles are text: React
 * escapes them, so markup typed into a title shows as typed.
 */
export function AdminEventsTable({ events, onDelete }: AdminEventsTableProps) {
  const columns = [
    column.accessor((event) => event.date.startDate, {
      id: 'date',
      header: copy.columns.date,
      cell: (info) => {
        const { startDate, endDate } = info.row.original.date;
        return formatDateRange(startDate, endDate, 'long', startDate);
      },
    }),
    column.accessor('title', {
      header: copy.columns.title,
      cell: (info) => <span className="admin-table__strong">{info.getValue()}</span>,
    }),
    column.accessor('eventType', {
      header: copy.columns.type,
      cell: (info) => eventTypeLabels[info.getValue()],
    }),
    column.accessor((event) => `${event.location.city}, ${event.location.state}`, {
      id: 'place',
      header: copy.columns.place,
    }),
    column.display({
      id: 'actions',
      header: copy.columns.actions,
      cell: (info) => {
        const event = info.row.original;
        return (
          <div className="admin-events__actions">
            <Link
              to={pagePath('adminEventEdit', { eventId: event.id })}
              aria-label={copy.editNamed(event.title)}
            >
              {copy.edit}
            </Link>
            <Link
              to={pagePath('eventDetail', { eventId: event.id })}
              aria-label={copy.viewNamed(event.title)}
            >
              {copy.view}
            </Link>
            <button
              type="button"
              className="admin-table__open"
              aria-label={copy.deleteNamed(event.title)}
              onClick={() => onDelete(event)}
            >
              {copy.delete}
            </button>
          </div>
        );
      },
    }),
  ];
  return <AdminTable rows={events} columns={columns} />;
}

import { createColumnHelper } from '@tanstack/react-table';
import { AdminTable } from '@/features/admin/components/admin-table';
import type { Contact } from '@contracts/contact';
import { enquiriesCopy as copy } from '@/features/admin/content/admin-copy';
import { enquiryStatusLabel, enquiryTypeLabel } from '@/features/admin/lib/enquiry-labels';
import { formatLongDate } from '@/lib/dates';

const column = createColumnHelper<Contact>();

interface EnquiriesTableProps {
  enquiries: readonly Contact[];
  onOpen: (enquiry: Contact) => void;
}

/**
 * The inbox as a table (TanStack Table renders nothing itself; the markup is ours). Under 640 px
 * each row becomes a card, its cells labelled by `data-label` (admin.css).
 */
export function EnquiriesTable({ enquiries, onOpen }: EnquiriesTableProps) {
  const columns = [
    column.accessor('createdAt', {
      header: copy.columns.received,
      cell: (info) => formatLongDate(info.getValue()),
    }),
    column.accessor('name', {
      header: copy.columns.from,
      cell: (info) => (
        <>
          <span className="admin-table__strong">{info.getValue()}</span>
          <span className="admin-table__muted">{info.row.original.email}</span>
        </>
      ),
    }),
    column.accessor('enquiryType', {
      header: copy.columns.type,
      cell: (info) => enquiryTypeLabel(info.getValue()),
    }),
    column.accessor('subject', {
      header: copy.columns.subject,
      cell: (info) => (
        <button
          type="button"
          className="admin-table__open"
          onClick={() => onOpen(info.row.original)}
        >
          {info.getValue()}
        </button>
      ),
    }),
    column.accessor('status', {
      header: copy.columns.status,
      cell: (info) => (
        <span className={`status-badge status-badge--${info.getValue()}`}>
          {enquiryStatusLabel(info.getValue())}
        </span>
      ),
    }),
  ];
  return (
    <AdminTable
      rows={enquiries}
      columns={columns}
      rowClassName={(enquiry) => (enquiry.status === 'new' ? 'admin-table__row--new' : undefined)}
    />
  );
}

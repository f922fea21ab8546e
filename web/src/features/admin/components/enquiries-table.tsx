import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
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
  // The app is not built with the React Compiler, so nothing memoizes the table's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: enquiries as Contact[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
  });

  return (
    <table className="admin-table">
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <th key={header.id} scope="col">
                {flexRender(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className={row.original.status === 'new' ? 'admin-table__row--new' : ''}>
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} data-label={String(cell.column.columnDef.header)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { useMemo } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { AdminTable } from '@/features/admin/components/admin-table';
import type { AdminEnrollment } from '@contracts/admin-enrollment';
import { ReviewStatusBadge } from '@/features/admin/components/review-status-badge';
import { enrollmentsCopy as copy } from '@/features/admin/content/enrollments-copy';
import { programLabel } from '@/features/admin/lib/enrollment-review-labels';
import { formatLongDate } from '@/lib/dates';

const column = createColumnHelper<AdminEnrollment>();

interface EnrollmentsReviewTableProps {
  enrollments: readonly AdminEnrollment[];
  onOpen: (enrollment: AdminEnrollment) => void;
}

/** The columns; built once per `onOpen`, since flexRender remounts a cell whose function changes. */
function buildColumns(onOpen: (enrollment: AdminEnrollment) => void) {
  return [
    column.accessor('createdAt', {
      header: copy.columns.submitted,
      cell: (info) => formatLongDate(info.getValue()),
    }),
    column.accessor('referenceNumber', {
      header: copy.columns.reference,
      cell: (info) => (
        <button
          type="button"
          className="admin-table__open admin-table__reference"
          onClick={() => onOpen(info.row.original)}
        >
          {info.getValue()}
        </button>
      ),
    }),
    column.accessor('fullName', {
      header: copy.columns.name,
      cell: (info) => (
        <>
          <span className="admin-table__strong">{info.getValue()}</span>
          <span className="admin-table__muted">{info.row.original.email}</span>
        </>
      ),
    }),
    column.accessor('program', {
      header: copy.columns.program,
      cell: (info) => programLabel(info.getValue()),
    }),
    column.accessor('status', {
      header: copy.columns.status,
      cell: (info) => <ReviewStatusBadge status={info.getValue()} />,
    }),
  ];
}

/**
 * The review list as a table (TanStack Table for the model, our markup), the rows in the API's
 * order (newest first). Under 640 px each row becomes a card (admin.css).
 */
export function EnrollmentsReviewTable({ enrollments, onOpen }: EnrollmentsReviewTableProps) {
  const columns = useMemo(() => buildColumns(onOpen), [onOpen]);
  return <AdminTable rows={enrollments} columns={columns} />;
}

import { createColumnHelper } from '@tanstack/react-table';
import { AdminTable } from '@/features/admin/components/admin-table';
import type { AuditEntry } from '@contracts/audit';
import { activityCopy as copy } from '@/features/admin/content/activity-copy';
import {
  auditActionLabel,
  auditStatusLabel,
  auditTargetLabel,
} from '@/features/admin/lib/audit-labels';
import { formatLongDateTime } from '@/lib/dates';

const column = createColumnHelper<AuditEntry>();

const columns = [
  column.accessor('at', {
    header: copy.columns.when,
    cell: (info) => formatLongDateTime(info.getValue()),
  }),
  column.accessor('actorEmail', {
    header: copy.columns.who,
    cell: (info) => (
      <span className="admin-table__strong">
        {info.getValue() || info.row.original.actorUid || copy.unknownActor}
      </span>
    ),
  }),
  column.accessor('action', {
    header: copy.columns.what,
    cell: (info) => auditActionLabel(info.getValue()),
  }),
  column.accessor('targetId', {
    header: copy.columns.item,
    cell: (info) => (
      <>
        <span>{auditTargetLabel(info.row.original.targetCollection)}</span>
        <code className="admin-table__muted">{info.getValue()}</code>
      </>
    ),
  }),
  column.display({
    id: 'change',
    header: copy.columns.change,
    cell: (info) => {
      const { targetCollection, statusBefore, statusAfter } = info.row.original;
      const label = (status: string | null) =>
        status === null ? null : auditStatusLabel(targetCollection, status);
      return copy.change(label(statusBefore), label(statusAfter));
    },
  }),
];

/** The audit entries as a table (cards under 640 px, admin.css), newest first as the API sends. */
export function ActivityTable({ entries }: { entries: readonly AuditEntry[] }) {
  return <AdminTable rows={entries} columns={columns} />;
}

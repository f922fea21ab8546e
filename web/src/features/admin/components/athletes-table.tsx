import { createColumnHelper } from '@tanstack/react-table';
import { clubNames } from '@contracts/club-names';
import { rankLabels } from '@/config/rank-labels';
import type { AdminAthlete } from '@/features/admin/api/admin-athletes-api';
import { AdminTable } from '@/features/admin/components/admin-table';
import { athletesAdminCopy as copy } from '@/features/admin/content/athletes-admin-copy';
import { formatLongDate } from '@/lib/dates';
import './athletes-table.css';

const column = createColumnHelper<AdminAthlete>();

function ConsentCell({ consent }: { consent: AdminAthlete['consent'] }) {
  if (consent.status === 'not-needed') return <>{copy.consent.notNeeded}</>;
  if (consent.status === 'missing') {
    return <span className="status-badge status-badge--spam">{copy.consent.missing}</span>;
  }
  return (
    <>
      <span className="status-badge status-badge--closed">{copy.consent.recorded}</span>
      <span className="admin-table__muted">
        {copy.consent.recordedDetail(
          formatLongDate(consent.acceptedAt ?? ''),
          consent.noticeVersion ?? '—',
        )}
      </span>
    </>
  );
}

// Built once: no cell depends on the screen's state.
const columns = [
  column.accessor('membershipNumber', {
    header: copy.columns.membershipNumber,
    cell: (info) => <span className="athletes-table__number">{info.getValue()}</span>,
  }),
  column.accessor('fullName', { header: copy.columns.name }),
  column.accessor('dateOfBirth', {
    header: copy.columns.born,
    cell: (info) => formatLongDate(info.getValue()),
  }),
  column.accessor('clubId', {
    header: copy.columns.club,
    cell: (info) => clubNames[info.getValue()],
  }),
  column.accessor('currentRank', {
    header: copy.columns.rank,
    cell: (info) => rankLabels[info.getValue()],
  }),
  column.accessor('guardianCount', { header: copy.columns.guardians }),
  column.accessor('consent', {
    header: copy.columns.consent,
    cell: (info) => <ConsentCell consent={info.getValue()} />,
  }),
];

/** The search's answer as the admin table; under 640 px each athlete becomes a card. */
export function AthletesTable({ athletes }: { athletes: readonly AdminAthlete[] }) {
  return (
    <div className="athletes-table">
      <AdminTable rows={athletes} columns={columns} />
    </div>
  );
}

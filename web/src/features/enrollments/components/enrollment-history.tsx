import type { EnrollmentSummary } from '@contracts/enrollment';
import { EnrollmentStatusBadge } from '@/features/enrollments/components/enrollment-status-badge';
import { enrollmentHistoryCopy as copy } from '@/features/enrollments/config/enrollment-copy';
import { programLabel } from '@/features/enrollments/config/enrollment-options';
import { formatLongDate } from '@/lib/dates';
import './enrollment-history.css';

/**
 * The member's enrollments as a table. On a narrow screen each row is
 * laid out as a card; the explicit table roles keep it a table for screen readers, which some
 * browsers forget once table elements are no longer displayed as a table.
 */
export function EnrollmentHistory({ enrollments }: { enrollments: readonly EnrollmentSummary[] }) {
  const { columns } = copy;
  return (
    <table role="table" className="enrollment-history">
      <caption className="visually-hidden">{copy.caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            {columns.reference}
          </th>
          <th role="columnheader" scope="col">
            {columns.program}
          </th>
          <th role="columnheader" scope="col">
            {columns.status}
          </th>
          <th role="columnheader" scope="col">
            {columns.submitted}
          </th>
          <th role="columnheader" scope="col">
            {columns.note}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {enrollments.map((enrollment) => (
          <tr role="row" key={enrollment._id} className="enrollment-history__row">
            <th role="rowheader" scope="row" className="enrollment-history__reference">
              {enrollment.referenceNumber}
            </th>
            <td role="cell" data-label={columns.program} className="enrollment-history__program">
              {programLabel(enrollment.program)}
            </td>
            <td role="cell" className="enrollment-history__status">
              <EnrollmentStatusBadge status={enrollment.status} />
            </td>
            <td role="cell" data-label={columns.submitted} className="enrollment-history__date">
              {formatLongDate(enrollment.createdAt)}
            </td>
            {/* The office's note with its decision; text only, so markup in it is shown as typed. */}
            <td role="cell" data-label={columns.note} className="enrollment-history__note">
              {enrollment.reviewNote}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

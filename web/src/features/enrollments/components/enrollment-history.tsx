import {
  enrollmentHistoryCopy as copy,
  enrollmentStatusLabel,
} from '@/features/enrollments/config/enrollment-copy';
import type { EnrollmentSummary } from '@/features/enrollments/types';
import { formatLongDate } from '@/lib/dates';

/**
 * The member's enrollments (spec §2 Account dashboard): reference number, program, status and
 * date, or the empty text. Fetching the list belongs to a later issue.
 */
export function EnrollmentHistory({ enrollments }: { enrollments: readonly EnrollmentSummary[] }) {
  if (enrollments.length === 0) return <p>{copy.empty}</p>;
  return (
    <table className="enrollment-history">
      <thead>
        <tr>
          <th scope="col">{copy.columns.reference}</th>
          <th scope="col">{copy.columns.program}</th>
          <th scope="col">{copy.columns.status}</th>
          <th scope="col">{copy.columns.date}</th>
        </tr>
      </thead>
      <tbody>
        {enrollments.map((enrollment) => (
          <tr key={enrollment._id}>
            <td>{enrollment.referenceNumber}</td>
            <td>{enrollment.program}</td>
            <td>{enrollmentStatusLabel(enrollment.status)}</td>
            <td>{formatLongDate(enrollment.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { enrollmentStatusLabels } from '@/features/enrollments/config/enrollment-copy';
import { enrollmentStatusKind } from '@/features/enrollments/config/enrollment-options';

/** The status as a word on a tinted badge; the word carries the meaning, the colour only helps. */
export function EnrollmentStatusBadge({ status }: { status: string }) {
  const kind = enrollmentStatusKind(status);
  return (
    <span className={`status-badge status-badge--${kind}`}>{enrollmentStatusLabels[kind]}</span>
  );
}

import { reviewStatusKind, reviewStatusLabel } from '@/features/admin/lib/enrollment-review-labels';

/** The enrollment's status as a word on a tinted badge; the word carries the meaning. */
export function ReviewStatusBadge({ status }: { status: string }) {
  return (
    <span className={`status-badge status-badge--${reviewStatusKind(status)}`}>
      {reviewStatusLabel(status)}
    </span>
  );
}

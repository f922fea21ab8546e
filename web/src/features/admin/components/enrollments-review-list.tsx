import { useCallback, useState } from 'react';
import type { AdminEnrollment, EnrollmentDecisionBody } from '@contracts/admin-enrollment';
import { LoadPending } from '@/features/admin/components/load-pending';
import { decideEnrollment } from '@/features/admin/api/enrollments-review-api';
import { EnrollmentReviewDetail } from '@/features/admin/components/enrollment-review-detail';
import { EnrollmentsReviewTable } from '@/features/admin/components/enrollments-review-table';
import { LoadMore } from '@/features/admin/components/load-more';
import { enrollmentsCopy as copy } from '@/features/admin/content/enrollments-copy';
import { useEnrollmentReview } from '@/features/admin/hooks/use-enrollment-review';
import { reviewStatusLabel } from '@/features/admin/lib/enrollment-review-labels';
import { toast } from '@/lib/toast';

interface EnrollmentsReviewListProps {
  /** The API query of the filters; the parent remounts this list when it changes. */
  filters: URLSearchParams;
  filtered: boolean;
  onClearFilters: () => void;
}

/** The filtered enrollments page by page, and one open at a time for the decision. */
export function EnrollmentsReviewList({
  filters,
  filtered,
  onClearFilters,
}: EnrollmentsReviewListProps) {
  const { result, retry, replace, loadMore, nextBefore, moreState } = useEnrollmentReview(filters);
  const [openId, setOpenId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Stable, so the table keeps its cells (and the focus in them) across renders.
  const openRow = useCallback((row: AdminEnrollment) => setOpenId(row.id), []);

  if (result.state !== 'loaded') {
    return <LoadPending state={result.state} copy={copy} onRetry={retry} />;
  }

  const rows = result.items;
  const open = rows.find((row) => row.id === openId) ?? null;

  async function decide(enrollment: AdminEnrollment, decision: EnrollmentDecisionBody) {
    setBusy(true);
    try {
      const changed = await decideEnrollment(enrollment.id, decision);
      replace(changed);
      setOpenId(null);
      toast.success(copy.toasts.decided(reviewStatusLabel(changed.status)));
    } catch {
      toast.error(copy.toasts.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p className="admin-inbox__count" role="status">
        {copy.shown(rows.length, nextBefore !== null)}
      </p>
      {rows.length > 0 ? (
        <EnrollmentsReviewTable enrollments={rows} onOpen={openRow} />
      ) : (
        <div className="admin-inbox__empty">
          <p>{filtered ? copy.emptyFiltered : copy.empty}</p>
          {filtered && (
            <button type="button" className="button button--secondary" onClick={onClearFilters}>
              {copy.clearFilters}
            </button>
          )}
        </div>
      )}
      {nextBefore !== null && (
        <LoadMore state={moreState} labels={copy} onLoadMore={() => void loadMore()} />
      )}
      <EnrollmentReviewDetail
        enrollment={open}
        busy={busy}
        onClose={() => setOpenId(null)}
        onDecide={(enrollment, decision) => void decide(enrollment, decision)}
      />
    </>
  );
}

import { LoadPending } from '@/features/admin/components/load-pending';
import { ActivityTable } from '@/features/admin/components/activity-table';
import { LoadMore } from '@/features/admin/components/load-more';
import { activityCopy as copy } from '@/features/admin/content/activity-copy';
import { useAuditLog } from '@/features/admin/hooks/use-audit-log';
import './admin.css';
import './admin-review.css';

/** /admin/activity: the audit trail, newest first, a page at a time. */
export function ActivityLog() {
  const { result, retry, loadMore, nextBefore, moreState } = useAuditLog();

  if (result.state !== 'loaded') {
    return <LoadPending state={result.state} copy={copy} onRetry={retry} />;
  }
  return (
    <div className="admin-inbox">
      {result.items.length > 0 ? <ActivityTable entries={result.items} /> : <p>{copy.empty}</p>}
      {nextBefore !== null && (
        <LoadMore state={moreState} labels={copy} onLoadMore={() => void loadMore()} />
      )}
    </div>
  );
}

import type { MoreState } from '@/features/admin/hooks/use-paged-list';

interface LoadMoreProps {
  state: MoreState;
  labels: { loadMore: string; loadingMore: string; loadMoreFailed: string };
  onLoadMore: () => void;
}

/** The "Load more" button under a paged list, and why it failed if it did. */
export function LoadMore({ state, labels, onLoadMore }: LoadMoreProps) {
  return (
    <div className="admin-load-more">
      {state === 'failed' && (
        <p role="alert" className="admin-load-more__failed">
          {labels.loadMoreFailed}
        </p>
      )}
      <button
        type="button"
        className="button button--secondary"
        disabled={state === 'loading'}
        onClick={onLoadMore}
      >
        {state === 'loading' ? labels.loadingMore : labels.loadMore}
      </button>
    </div>
  );
}

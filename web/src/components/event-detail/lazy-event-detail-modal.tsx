import { lazy, Suspense } from 'react';
import type { EventDetailModalProps } from '@/components/event-detail/event-detail-modal';

// The modal and its styles are a chunk of their own: pages that list events do not pay for them
// until a visitor asks for details.
const loadEventDetailModal = () => import('@/components/event-detail/event-detail-modal');

const EventDetailModal = lazy(() =>
  loadEventDetailModal().then((module) => ({ default: module.EventDetailModal })),
);

/** Starts fetching the modal early, e.g. when a View Details button is hovered or focused. */
export function preloadEventDetailModal(): void {
  void loadEventDetailModal();
}

/**
 * EventDetailModal behind React.lazy. It is mounted only while open, so nothing is fetched before
 * the first opening, and closing unmounts it (which closes the dialog and gives focus back).
 */
export function LazyEventDetailModal(props: EventDetailModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <EventDetailModal {...props} />
    </Suspense>
  );
}

import { useCallback, useMemo, useState } from 'react';
import type { EventDetailModalProps } from '@/features/events/components/event-detail-modal';
import { preloadEventDetailModal } from '@/features/events/components/lazy-event-detail-modal';
import type { EventDetailData } from '@/features/events/lib/event-detail-view';

interface EventModalState {
  event: EventDetailData | null;
  open: boolean;
}

/**
 * State for one event detail modal on a page:
 * `const modal = useEventModal();` … `onClick={() => modal.show(event)}` …
 * `<LazyEventDetailModal {...modal.props} />`.
 */
export function useEventModal() {
  const [state, setState] = useState<EventModalState>({ event: null, open: false });
  const show = useCallback((event: EventDetailData | null) => setState({ event, open: true }), []);
  const close = useCallback(() => setState((previous) => ({ ...previous, open: false })), []);
  const props = useMemo(
    (): Pick<EventDetailModalProps, 'event' | 'open' | 'onClose'> => ({ ...state, onClose: close }),
    [state, close],
  );
  return { show, close, preload: preloadEventDetailModal, props };
}

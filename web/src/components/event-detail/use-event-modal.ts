import { useCallback, useMemo, useState } from 'react';
import type { EventDetailModalProps } from '@/components/event-detail/event-detail-modal';
import { preloadEventDetailModal } from '@/components/event-detail/lazy-event-detail-modal';
import type { EventDetailData } from '@/lib/events/event-detail-view';

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

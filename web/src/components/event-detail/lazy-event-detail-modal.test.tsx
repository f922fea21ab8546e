import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyEventDetailModal } from '@/components/event-detail/lazy-event-detail-modal';
import { useEventModal } from '@/components/event-detail/use-event-modal';
import type { EventDetailData } from '@/lib/events/event-detail-view';
import { renderRoute } from '@/test/render-route';

const camp: EventDetailData = {
  title: 'Summer Training Camp',
  eventType: 'training-camp',
  location: { city: 'Pune', state: 'Maharashtra' },
  date: { startDate: '2026-05-10', endDate: '2026-05-14' },
};

function EventsList() {
  const modal = useEventModal();
  return (
    <main>
      <button type="button" onClick={() => modal.show(camp)} onFocus={modal.preload}>
        View Details
      </button>
      <button type="button" onClick={() => modal.show(null)}>
        Broken event
      </button>
      <LazyEventDetailModal {...modal.props} />
    </main>
  );
}

describe('LazyEventDetailModal with useEventModal', () => {
  it('renders nothing until an event is shown', () => {
    renderRoute(<EventsList />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads the modal on demand, then closes it and gives focus back', async () => {
    const { user } = renderRoute(<EventsList />);
    const opener = screen.getByRole('button', { name: 'View Details' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Summer Training Camp' });
    expect(dialog).toHaveTextContent('Training Camp');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it("shows 'Event information not available' for a missing event", async () => {
    const { user } = renderRoute(<EventsList />);
    await user.click(screen.getByRole('button', { name: 'Broken event' }));
    expect(await screen.findByText('Event information not available')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '@contracts/event';
import { AdminEventsList } from '@/features/admin/components/admin-events-list';
import { apiCalls, mockApi } from '@/test/mock-api';
import { currentPath, renderRoute } from '@/test/render-route';

const NOW = new Date('2026-11-25T06:00:00.000Z');

const event = (id: string, startDate: string, extra: Partial<Event> = {}): Event => ({
  _id: id,
  id,
  title: `Event ${id}`,
  description: 'Training day.',
  eventType: 'seminar',
  location: { city: 'Pune', state: 'Maharashtra' },
  date: { startDate },
  ...extra,
});

beforeEach(() => {
  // Only the clock: the list's fresh read carries the time in its query.
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

function serve(list: Event[]) {
  mockApi({
    [`GET /events?fresh=${NOW.getTime()}`]: {
      status: 200,
      body: { success: true, count: list.length, data: list },
    },
  });
}

const renderList = (at = '/admin/events') =>
  renderRoute(<AdminEventsList />, { path: '/admin/events', at });

describe('AdminEventsList', () => {
  it('lists the events read fresh, filtered by the URL', async () => {
    serve([
      event('past', '2026-10-01', { eventType: 'tournament', title: 'Autumn Cup' }),
      event('soon', '2026-12-01', { title: 'Belt grading', eventType: 'belt-test' }),
    ]);
    const { user, router } = renderList();
    expect(await screen.findByText('2 events')).toBeVisible();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Belt grading',
      'Autumn Cup',
    ]);

    await user.selectOptions(screen.getByLabelText('When'), 'past');
    expect(currentPath(router)).toBe('/admin/events?when=past');
    expect(screen.getByText('1 of 2 events')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Event type'), 'belt-test');
    expect(screen.getByText('No events match these filters.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(currentPath(router)).toBe('/admin/events');

    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'grading{Enter}');
    expect(currentPath(router)).toBe('/admin/events?q=grading');
    expect(screen.getByText('1 of 2 events')).toBeVisible();
  });

  it('links to edit and to the public page of each event', async () => {
    serve([event('soon', '2026-12-01')]);
    renderList();
    expect(await screen.findByRole('link', { name: 'Edit Event soon' })).toHaveAttribute(
      'href',
      '/admin/events/soon/edit',
    );
    expect(screen.getByRole('link', { name: 'View Event soon on the site' })).toHaveAttribute(
      'href',
      '/events/soon',
    );
    expect(screen.getByRole('link', { name: 'New event' })).toHaveAttribute(
      'href',
      '/admin/events/new',
    );
  });

  it('asks before deleting, naming the event, then removes it', async () => {
    serve([event('soon', '2026-12-01', { title: 'Open <i>Seminar</i>' })]);
    mockApi({
      'DELETE /events/soon': { status: 200, body: { success: true, message: 'Deleted' } },
    });
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Delete Open <i>Seminar</i>' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this event?' });
    expect(dialog).toHaveTextContent('“Open <i>Seminar</i>” will disappear');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(apiCalls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Open <i>Seminar</i>' }));
    await user.click(screen.getByRole('button', { name: 'Delete event' }));
    await waitFor(() => expect(screen.getByText('No events yet.')).toBeVisible());
    expect(apiCalls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    // The public reads of this browser now skip the caches (lib/events-freshness).
    expect(sessionStorage.getItem('eventsChangedAt')).toBe(String(NOW.getTime()));
  });
});

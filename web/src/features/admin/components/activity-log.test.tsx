import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@contracts/audit';
import { ActivityLog } from '@/features/admin/components/activity-log';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const entry = (id: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  action: 'enrollment.approve',
  actorUid: 'admin-1',
  actorEmail: 'office@example.com',
  targetCollection: 'enrollments',
  targetId: `target-${id}`,
  statusBefore: 'pending',
  statusAfter: 'approved',
  at: '2026-11-24T09:35:00.000Z',
  ...overrides,
});

const page = (entries: AuditEntry[], nextBefore: string | null = null) => ({
  status: 200,
  body: { success: true, count: entries.length, data: entries, nextBefore },
});

const renderLog = () => renderRoute(<ActivityLog />, { path: '/admin/activity' });

describe('ActivityLog', () => {
  it('lists who did what to which item and when, newest first, with more to load', async () => {
    const cursor = '2026-11-23T00:00:00.000Z';
    mockApi({
      'GET /admin/audit': page(
        [
          entry('a'),
          entry('b', {
            action: 'contact.delete',
            targetCollection: 'contacts',
            statusBefore: 'spam',
            statusAfter: null,
            actorEmail: '',
          }),
          entry('c', {
            action: 'event.create',
            targetCollection: 'events',
            statusBefore: null,
            statusAfter: 'upcoming',
          }),
          entry('e', { action: 'gallery.upload', targetCollection: 'gallery' }),
        ],
        cursor,
      ),
      [`GET /admin/audit?before=${encodeURIComponent(cursor)}`]: page([
        entry('d', { action: 'contact.status', targetCollection: 'contacts' }),
      ]),
    });
    const { user } = renderLog();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['When', 'Who', 'What', 'Item', 'Change']);
    const row = (id: string) => within(table).getByText(`target-${id}`).closest('tr');
    expect(row('a')).toHaveTextContent('24 November 2026, 3:05 pm');
    expect(row('a')).toHaveTextContent('office@example.com');
    expect(row('a')).toHaveTextContent('Approved an enrollment');
    expect(row('a')).toHaveTextContent('Pending → Approved');
    // No email recorded: the uid; a deletion; an action this version has no words for.
    expect(row('b')).toHaveTextContent('admin-1');
    expect(row('b')).toHaveTextContent('Deleted an enquiry');
    expect(row('b')).toHaveTextContent('Spam → removed');
    expect(row('c')).toHaveTextContent('Created an event');
    expect(row('c')).toHaveTextContent('Event');
    expect(row('c')).toHaveTextContent('— → Upcoming');
    expect(row('e')).toHaveTextContent('gallery.upload');
    expect(row('e')).toHaveTextContent('gallery');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Changed an enquiry’s status')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nothing has changed yet', async () => {
    mockApi({ 'GET /admin/audit': page([]) });
    renderLog();
    expect(await screen.findByText('Nothing has been changed yet.')).toBeVisible();
  });

  it('offers a retry, and explains a failed Load more without losing the list', async () => {
    mockApi({ 'GET /admin/audit': { status: 500, body: { success: false, message: 'Down' } } });
    const { user } = renderLog();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    mockApi({ 'GET /admin/audit': page([entry('a')], '2026-11-23T00:00:00.000Z') });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('More activity could not be loaded');
    expect(screen.getByText('target-a')).toBeVisible();
  });
});

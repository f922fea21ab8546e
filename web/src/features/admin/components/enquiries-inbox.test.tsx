import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Contact } from '@contracts/contact';
import { EnquiriesInbox } from '@/features/admin/components/enquiries-inbox';
import { apiCalls, mockApi } from '@/test/mock-api';
import { currentPath, renderRoute } from '@/test/render-route';

const message = (id: string, overrides: Partial<Contact> = {}): Contact => ({
  _id: id,
  id,
  uid: 'u1',
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '',
  subject: `Subject ${id}`,
  message: `Message ${id} <b>not bold</b>`,
  enquiryType: 'training',
  status: 'read',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function serve(list: Contact[]) {
  mockApi({
    'GET /contact': { status: 200, body: { success: true, count: list.length, data: list } },
  });
}

const renderInbox = (at = '/admin/enquiries') =>
  renderRoute(<EnquiriesInbox />, { path: '/admin/enquiries', at });

describe('EnquiriesInbox', () => {
  it('lists the messages with the count of new ones, filters kept in the URL', async () => {
    serve([message('a', { status: 'new' }), message('b', { enquiryType: 'event' })]);
    const { user, router } = renderInbox();
    expect(await screen.findByText('1 new message · 2 messages')).toBeVisible();
    expect(screen.getAllByRole('row')).toHaveLength(3); // header + 2

    await user.selectOptions(screen.getByLabelText('Type of enquiry'), 'event');
    expect(currentPath(router)).toBe('/admin/enquiries?type=event');
    expect(screen.getByText('1 new message · 1 of 2 messages')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Subject b' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Subject a' })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Status'), 'spam');
    expect(screen.getByText('No messages match these filters.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(currentPath(router)).toBe('/admin/enquiries');
  });

  it('starts from the filters in the address', async () => {
    serve([message('a', { status: 'new' }), message('b')]);
    renderInbox('/admin/enquiries?status=new');
    expect(await screen.findByRole('button', { name: 'Subject a' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Subject b' })).toBeNull();
  });

  it('opens a message in full as text, and marks a new one read', async () => {
    const phone = '+91 98220 00001';
    serve([message('a', { status: 'new', phone })]);
    mockApi({
      'PUT /contact/a': (body) => ({
        status: 200,
        body: {
          success: true,
          message: 'Message updated',
          data: message('a', { phone, ...(body as Partial<Contact>) }),
        },
      }),
    });
    const { user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Subject a' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subject a' });
    expect(within(dialog).getByText('Message a <b>not bold</b>')).toBeVisible();
    expect(within(dialog).getByText(phone)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
      'href',
      'mailto:asha@example.com?subject=Re%3A%20Subject%20a',
    );
    await waitFor(() =>
      expect(apiCalls).toContainEqual(
        expect.objectContaining({ method: 'PUT', path: '/contact/a', body: { status: 'read' } }),
      ),
    );
    await waitFor(() => expect(within(dialog).getByLabelText('Status')).toHaveValue('read'));

    await user.selectOptions(within(dialog).getByLabelText('Status'), 'closed');
    await waitFor(() =>
      expect(apiCalls).toContainEqual(
        expect.objectContaining({ method: 'PUT', path: '/contact/a', body: { status: 'closed' } }),
      ),
    );
    expect(await screen.findByText('0 new messages · 1 message')).toBeVisible();
  });

  it('deletes only after a confirmation naming the sender', async () => {
    serve([message('a'), message('b', { name: 'Ravi Kulkarni' })]);
    mockApi({
      'DELETE /contact/b': { status: 200, body: { success: true, message: 'Message deleted' } },
    });
    const { user } = renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Subject b' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subject b' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      within(dialog).getByText('Delete the message from Ravi Kulkarni? This cannot be undone.'),
    ).toBeVisible();
    expect(apiCalls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete message' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Subject b' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Subject a' })).toBeVisible();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockApi({ 'GET /contact': { status: 403, body: { success: false, message: 'Forbidden' } } });
    const { user } = renderInbox();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be loaded');
    serve([message('a')]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Subject a' })).toBeVisible();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Event } from '@contracts/event';
import { eventInputMessages as m, type EventInput } from '@contracts/event-input';
import { AdminEventForm } from '@/features/admin/components/admin-event-form';
import { ApiError } from '@/lib/api-errors';
import { renderRoute } from '@/test/render-route';

const stored: Event = {
  _id: 'open-1',
  id: 'open-1',
  title: 'Pune Open <b>2026</b>',
  description: 'Kyorugi for all belts.',
  eventType: 'tournament',
  location: { city: 'Pune', state: 'Maharashtra', venueDetails: 'Balewadi' },
  date: { startDate: '2026-12-12', endDate: '2026-12-13', startTime: '09:00' },
  registrationInfo: { isRegistrationRequired: true, registrationDeadline: '2026-12-05' },
  registration: 'Through your club.',
  details: { Fee: '₹500', Weigh_in: 'Friday' },
  contact: { name: 'Office', email: 'office@example.com' },
  image: '/images/events/tournament.svg',
};

function renderForm(event?: Event, onSave = vi.fn(async (_: EventInput) => {})) {
  const view = renderRoute(<AdminEventForm event={event} onSave={onSave} />, {
    path: '/admin/events/new',
  });
  return { ...view, onSave };
}

describe('AdminEventForm', () => {
  it('shows every problem beside its field and in a focused summary, sending nothing', async () => {
    const { user, onSave } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create event' }));

    const summary = await screen.findByRole('heading', { name: 'Please fix 5 problems' });
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    const list = within(summary.parentElement as HTMLElement);
    expect(list.getByRole('button', { name: `Title: ${m.titleRequired}` })).toBeVisible();
    expect(list.getByRole('button', { name: `City: ${m.cityRequired}` })).toBeVisible();

    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription(m.titleRequired);
    expect(screen.getByRole('combobox', { name: /^Event type/ })).toHaveAccessibleDescription(
      m.typeInvalid,
    );
    expect(screen.getByLabelText(/^Start date/)).toHaveAccessibleDescription(m.dateRequired);
    expect(onSave).not.toHaveBeenCalled();

    await user.click(list.getByRole('button', { name: `Title: ${m.titleRequired}` }));
    expect(title).toHaveFocus();
  });

  it('refuses an end before the start and a deadline after the start', async () => {
    const { user, onSave } = renderForm({
      ...stored,
      date: { startDate: '2026-12-12', endDate: '2026-12-10' },
      registrationInfo: { isRegistrationRequired: true, registrationDeadline: '2026-12-20' },
    });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByLabelText(/^End date/)).toHaveAccessibleDescription(m.endBeforeStart);
    await user.clear(screen.getByLabelText(/^End date/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByLabelText(/^Registration deadline/)).toHaveAccessibleDescription(
      m.deadlineAfterStart,
    );
    expect(onSave).not.toHaveBeenCalled();
  });

  it('starts with the event’s values when editing, and saves them checked', async () => {
    const { user, onSave } = renderForm(stored);
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Pune Open <b>2026</b>');
    expect(screen.getByRole('combobox', { name: /^Event type/ })).toHaveValue('tournament');
    expect(screen.getByLabelText(/^Start date/)).toHaveValue('2026-12-12');
    expect(screen.getByLabelText(/^Start time/)).toHaveValue('09:00');
    expect(screen.getByRole('textbox', { name: /^Venue/ })).toHaveValue('Balewadi');
    expect(screen.getByRole('checkbox', { name: 'Registration is required' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'How to register' })).toHaveValue(
      'Through your club.',
    );
    expect(screen.getByRole('textbox', { name: 'Name 2' })).toHaveValue('Weigh_in');
    expect(screen.getByRole('combobox', { name: 'Image' })).toHaveValue(
      '/images/events/tournament.svg',
    );

    await user.type(screen.getByRole('textbox', { name: /^City/ }), ' City');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      title: 'Pune Open <b>2026</b>',
      location: { city: 'Pune City', state: 'Maharashtra', venueDetails: 'Balewadi' },
      date: { startDate: '2026-12-12', endDate: '2026-12-13', startTime: '09:00' },
      details: { Fee: '₹500', Weigh_in: 'Friday' },
      registration: 'Through your club.',
    });
  });

  it('shows the field errors of a 400 from the server', async () => {
    const onSave = vi.fn(async () => {
      throw new ApiError('http', 'Some of the information sent is not valid.', {
        status: 400,
        errors: { 'contact.email': m.emailInvalid },
      });
    });
    const { user } = renderForm(stored, onSave);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByRole('textbox', { name: 'Contact email' }),
    ).toHaveAccessibleDescription(m.emailInvalid);
    expect(screen.getByRole('heading', { name: 'Please fix 1 problem' })).toBeVisible();
  });

  it('adds and removes named items', async () => {
    const { user } = renderForm(stored);
    await user.click(screen.getAllByRole('button', { name: 'Add item' })[0] as HTMLElement);
    expect(screen.getByRole('textbox', { name: 'Name 3' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.getByRole('textbox', { name: 'Name 1' })).toHaveValue('Weigh_in');
  });
});

import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Event } from '@contracts/event';
import {
  EventDetailModal,
  type EventDetailModalProps,
} from '@/components/event-detail/event-detail-modal';
import { currentPath, renderRoute } from '@/test/render-route';

const championship: Event = {
  _id: 'state-championship',
  id: 'state-championship',
  title: 'Maharashtra State Championship',
  description: 'Kyorugi and poomsae for **every** age group.\n\nWeigh-in the evening before.',
  eventType: 'tournament',
  location: { city: 'Mumbai', state: 'Maharashtra', venueDetails: 'NSCI Dome, Worli' },
  date: { startDate: '2026-03-15', endDate: '2026-03-16', startTime: '08:30', endTime: '18:00' },
  registrationInfo: { isRegistrationRequired: true, registrationDeadline: '2026-03-01' },
  registration: { Fee: 'Paid at your branch', Documents: 'Medical certificate' },
  details: 'Bring:\n- dobok\n- sparring gear\n1. Report at 8:00\n2. Warm up',
  contact: { name: 'Competition Desk', email: 'desk@example.com', phone: '+91 22 4000 1000' },
  image: '/images/events/tournament.svg',
};

/** The modal on a page with an opener, as the home and events pages use it. */
function Harness({ event, ...rest }: Partial<EventDetailModalProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View Details
      </button>
      <EventDetailModal event={event} open={open} onClose={() => setOpen(false)} {...rest} />
    </>
  );
}

function renderModal(props: Partial<EventDetailModalProps>) {
  const view = renderRoute(<Harness {...props} />);
  return { ...view, dialog: screen.getByRole('dialog') };
}

/** The <dd> beside a <dt> of the given text. */
function valueOf(container: HTMLElement, term: string) {
  const dt = within(container).getAllByText(term, { selector: 'dt' })[0];
  return dt?.nextElementSibling?.textContent?.replace(/\s/g, ' ');
}

function sectionOf(dialog: HTMLElement, heading: string): HTMLElement {
  const section = within(dialog).getByRole('heading', { name: heading }).closest('section');
  if (!section) throw new Error(`No section under the heading ${heading}`);
  return section;
}

describe('EventDetailModal', () => {
  it('shows the event: title, image, type, calendar tile, dates, place and text', () => {
    const { dialog } = renderModal({ event: championship });
    expect(dialog).toHaveAccessibleName('Maharashtra State Championship');
    // Decorative (alt=""): the title says what it shows.
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/images/events/tournament.svg');
    expect(within(dialog).getByText('Tournament')).toBeInTheDocument();
    expect(within(dialog).getByText('15')).toBeInTheDocument();
    expect(within(dialog).getByText('Mar')).toBeInTheDocument();
    expect(valueOf(dialog, 'Date')).toBe('March 15 – 16, 2026');
    expect(valueOf(dialog, 'Time')).toBe('8:30 am – 6:00 pm');
    expect(valueOf(dialog, 'Location')).toBe('Mumbai, Maharashtra');
    expect(valueOf(dialog, 'Venue')).toBe('NSCI Dome, Worli');
    expect(within(dialog).getByText('every', { selector: 'strong' })).toBeInTheDocument();
    expect(within(dialog).getByText('Weigh-in the evening before.')).toBeInTheDocument();
  });

  it('uses the en-IN long format when the page asks for it', () => {
    const { dialog } = renderModal({ event: championship, dateStyle: 'long' });
    expect(valueOf(dialog, 'Date')).toBe('15–16 March 2026');
  });

  it('renders markdown-like details as lists and key-value maps as definition lists', () => {
    const { dialog } = renderModal({ event: championship });
    const details = sectionOf(dialog, 'Details');
    expect(
      within(details)
        .getAllByRole('list')
        .map((list) => list.tagName),
    ).toEqual(['UL', 'OL']);
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['dobok', 'sparring gear', 'Report at 8:00', 'Warm up']);

    const registration = sectionOf(dialog, 'Registration');
    expect(valueOf(registration, 'Registration required')).toBe('Yes');
    expect(valueOf(registration, 'Register by')).toBe('March 1, 2026');
    expect(valueOf(registration, 'Fee')).toBe('Paid at your branch');
    expect(valueOf(registration, 'Documents')).toBe('Medical certificate');

    const contact = sectionOf(dialog, 'Contact');
    expect(within(contact).getByRole('link', { name: 'desk@example.com' })).toHaveAttribute(
      'href',
      'mailto:desk@example.com',
    );
    expect(within(contact).getByRole('link', { name: '+91 22 4000 1000' })).toHaveAttribute(
      'href',
      'tel:+912240001000',
    );
  });

  it('shows text registration info as text', () => {
    const { dialog } = renderModal({
      event: { ...championship, registration: 'Entries through your club coach.' },
    });
    expect(within(dialog).getByText('Entries through your club coach.')).toBeInTheDocument();
  });

  it('leaves out the sections that have nothing in them', () => {
    const bare = { ...championship, details: undefined, contact: undefined };
    delete bare.registration;
    delete bare.registrationInfo;
    const { dialog } = renderModal({ event: bare });
    for (const heading of ['Details', 'Registration', 'Contact']) {
      expect(within(dialog).queryByRole('heading', { name: heading })).toBeNull();
    }
  });

  it('never turns event text into markup', () => {
    const hostile =
      '<img src=x onerror="alert(1)"><script>alert(2)</script> [x](javascript:alert(3))';
    const { dialog } = renderModal({
      event: { ...championship, image: undefined, description: hostile, details: hostile },
    });
    expect(dialog.querySelector('script, img, iframe')).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'x' })).toBeNull();
    expect(within(dialog).getAllByText(hostile)).toHaveLength(2);
  });

  it('falls back to the fixed texts for a missing image, description and dates', () => {
    const { dialog } = renderModal({
      event: { title: 'Open Day', location: { city: 'Pune', state: 'Maharashtra' } },
    });
    expect(dialog).toHaveAccessibleName('Open Day');
    expect(within(dialog).getByText('No image available')).toBeInTheDocument();
    expect(within(dialog).getByText('No description available.')).toBeInTheDocument();
    expect(within(dialog).getByText('TBA')).toBeInTheDocument();
    expect(valueOf(dialog, 'Date')).toBe('Date TBA');
    expect(within(dialog).queryByText('Time')).toBeNull();
  });

  it("says 'Event information not available' when there is no event", () => {
    const { dialog } = renderModal({ event: null });
    expect(dialog).toHaveAccessibleName('Event details');
    expect(within(dialog).getByText('Event information not available')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(dialog).queryByRole('link', { name: 'Register Now' })).toBeNull();
  });

  it("offers the event's calendar file, but not for a sample event or an event without an id", () => {
    const { dialog, unmount } = renderModal({ event: championship });
    const link = within(dialog).getByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('href', '/api/events/state-championship.ics');
    expect(link).toHaveAttribute('download', 'state-championship.ics');
    unmount();
    for (const id of ['sample-black-belt-testing', undefined]) {
      const view = renderModal({ event: { ...championship, id } });
      expect(
        within(view.dialog).queryByRole('link', { name: 'Add to calendar' }),
      ).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('links Register Now to /enroll and Contact Us to /contact', () => {
    const { dialog } = renderModal({ event: championship });
    expect(within(dialog).getByRole('link', { name: 'Register Now' })).toHaveAttribute(
      'href',
      '/enroll',
    );
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('closes the modal when Register Now is followed', async () => {
    const { user, router, dialog } = renderModal({ event: championship });
    await user.click(within(dialog).getByRole('link', { name: 'Register Now' }));
    expect(currentPath(router)).toBe('/enroll');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });
});

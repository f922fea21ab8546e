import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Event } from '@contracts/event';
import { EventPage } from '@/features/events/components/event-page';
import { documentHeadOverride } from '@/lib/document-head';
import { mockApi } from '@/test/mock-api';
import { renderRoute } from '@/test/render-route';

const championship: Event = {
  _id: 'state-championship',
  id: 'state-championship',
  title: 'Maharashtra State Championship',
  description: 'Kyorugi and poomsae for every age group.',
  eventType: 'tournament',
  location: { city: 'Mumbai', state: 'Maharashtra', venueDetails: 'Indoor sports complex' },
  date: { startDate: '2026-03-15', endDate: '2026-03-16', startTime: '08:30', endTime: '18:00' },
  registrationInfo: { isRegistrationRequired: true, registrationDeadline: '2026-03-01' },
  registration: { Fee: 'Paid at your branch' },
  details: 'Bring your sparring gear.',
  contact: { name: 'Competition Desk', email: 'desk@example.com' },
};

const serve = (event: Event) =>
  mockApi({
    [`GET /events/${encodeURIComponent(event.id)}`]: {
      status: 200,
      body: { success: true, data: event },
    },
  });

function renderEventPage(eventId: string) {
  return renderRoute(<EventPage eventId={eventId} />, {
    path: '/events/:eventId',
    at: `/events/${encodeURIComponent(eventId)}`,
  });
}

const findHeading = (name: string) => screen.findByRole('heading', { level: 1, name });
const jsonLd = () =>
  document.querySelector<HTMLScriptElement>('script[type="application/ld+json"]');

// A fixed clock (only Date: promises and timers run as usual): 10:00 in Mumbai, 5 March 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-05T04:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('EventPage', () => {
  it('shows a loading state, then every field of the event with en-IN long dates', async () => {
    serve(championship);
    renderEventPage('state-championship');
    expect(screen.getByRole('heading', { level: 1, name: 'Event details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading event details');
    expect(documentHeadOverride()).toBeNull();

    await findHeading('Maharashtra State Championship');
    const page = screen.getByRole('region', { name: 'Maharashtra State Championship' });
    expect(page).not.toHaveAttribute('aria-busy', 'true');
    for (const text of [
      'Tournament',
      '15–16 March 2026',
      '8:30 am – 6:00 pm',
      'Mumbai, Maharashtra',
      'Indoor sports complex',
      'Kyorugi and poomsae for every age group.',
      'Bring your sparring gear.',
      '1 March 2026',
      'Paid at your branch',
      'Competition Desk',
    ]) {
      expect(page).toHaveTextContent(text);
    }
    expect(within(page).getByRole('link', { name: 'desk@example.com' })).toHaveAttribute(
      'href',
      'mailto:desk@example.com',
    );
    for (const name of ['About this event', 'Details', 'Registration', 'Contact']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Back to events' })).toHaveAttribute('href', '/events');
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/enroll');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it("offers the event's .ics as a download", async () => {
    serve({ ...championship, _id: 'state meet', id: 'state meet' });
    renderEventPage('state meet');
    const link = await screen.findByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('href', '/api/events/state%20meet.ics');
    expect(link).toHaveAttribute('download', 'state-meet.ics');
  });

  it('names the event in the document head and in schema.org data', async () => {
    serve(championship);
    renderEventPage('state-championship');
    await findHeading('Maharashtra State Championship');
    expect(documentHeadOverride()).toEqual({
      title: 'Maharashtra State Championship',
      description: 'Kyorugi and poomsae for every age group.',
    });
    const data = JSON.parse(jsonLd()?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Maharashtra State Championship',
      startDate: '2026-03-15T08:30:00+05:30',
      location: { address: { addressLocality: 'Mumbai' } },
    });
  });

  it("shows 'No description available' for an event without a description", async () => {
    serve({ ...championship, _id: 'quiet', id: 'quiet', description: '' });
    renderEventPage('quiet');
    expect(await screen.findByText('No description available')).toBeInTheDocument();
    await waitFor(() =>
      expect(documentHeadOverride()?.description).toBe(
        'Maharashtra State Championship: 15–16 March 2026, Mumbai, Maharashtra.',
      ),
    );
  });

  it("shows 'Event Not Found' for an id the server does not know (404)", async () => {
    renderEventPage('nope'); // the test API answers 404
    await findHeading('Event Not Found');
    expect(screen.getByText('Event not found')).toBeInTheDocument();
    const back = screen.getAllByRole('link', { name: 'Back to events' });
    expect(back.map((link) => link.getAttribute('href'))).toEqual(['/events', '/events']);
    expect(documentHeadOverride()).toEqual({ title: 'Event Not Found' });
    expect(jsonLd()).toBeNull();
  });

  it("shows 'Event Not Found' for a sample's id when the server answers 404", async () => {
    renderEventPage('sample-summer-training-camp');
    await findHeading('Event Not Found');
  });

  it('falls back to the built-in sample event when the API fails', async () => {
    mockApi({
      'GET /events/sample-summer-training-camp': {
        status: 503,
        body: { success: false, message: 'Down' },
      },
    });
    renderEventPage('sample-summer-training-camp');
    await findHeading('Summer Training Camp');
    expect(screen.getByRole('note')).toHaveTextContent('could not reach our events service');
    // Two months after 5 March 2026, five days long.
    expect(screen.getByText('5–9 May 2026')).toBeInTheDocument();
    expect(screen.getByText('Pune, Maharashtra')).toBeInTheDocument();
    // The server has no such event: no calendar file to offer, no schema.org data to publish.
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
    expect(jsonLd()).toBeNull();
    expect(screen.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/enroll');
  });

  it("shows 'Event Not Found' when the API fails and the id is not a sample's", async () => {
    mockApi({ 'GET /events/meet': { status: 500, body: { success: false, message: 'Oops' } } });
    renderEventPage('meet');
    await findHeading('Event Not Found');
    expect(screen.getByText('Event not found')).toBeInTheDocument();
  });
});

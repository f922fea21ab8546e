import { describe, expect, it } from 'vitest';
import type { Event } from '@contracts/event';
import { eventDetailCopy as copy } from '@/lib/events/event-detail-copy';
import { eventDetailView } from '@/lib/events/event-detail-view';

const event: Event = {
  _id: 'state-championship',
  id: 'state-championship',
  title: 'Maharashtra State Championship',
  description: 'Kyorugi and poomsae for every age group.',
  eventType: 'tournament',
  location: { city: 'Mumbai', state: 'Maharashtra', venueDetails: 'NSCI Dome, Worli' },
  date: { startDate: '2026-03-15', endDate: '2026-03-16', startTime: '08:30', endTime: '18:00' },
  registrationInfo: { isRegistrationRequired: true, registrationDeadline: '2026-03-01' },
  registration: 'Entries through your club coach.',
  details: { Categories: 'Kyorugi and poomsae', Blank: '  ' },
  contact: { name: 'Competition Desk', email: 'desk@example.com', phone: '+91 22 4000 1000' },
  image: '/images/events/tournament.svg',
};

describe('eventDetailView', () => {
  it('shows a full event as given', () => {
    const view = eventDetailView(event, copy, 'month-day-year');
    expect(view).toMatchObject({
      title: 'Maharashtra State Championship',
      typeLabel: 'Tournament',
      image: '/images/events/tournament.svg',
      tile: { day: '15', month: 'Mar' },
      place: 'Mumbai, Maharashtra',
      venue: 'NSCI Dome, Worli',
      description: 'Kyorugi and poomsae for every age group.',
      registration: 'Entries through your club coach.',
    });
    expect(view.dateText.replace(/\s/g, ' ')).toBe('March 15 – 16, 2026');
    expect(view.timeText?.replace(/\s/g, ' ')).toBe('8:30 am – 6:00 pm');
    expect(view.registrationFacts).toEqual([
      { key: 'required', label: 'Registration required', value: 'Yes' },
      { key: 'deadline', label: 'Register by', value: 'March 1, 2026' },
    ]);
    expect(view.contact).toEqual([
      { key: 'name', label: 'Name', value: 'Competition Desk' },
      { key: 'email', label: 'Email', value: 'desk@example.com', href: 'mailto:desk@example.com' },
      { key: 'phone', label: 'Phone', value: '+91 22 4000 1000', href: 'tel:+912240001000' },
    ]);
  });

  it('uses the en-IN long format when asked', () => {
    const view = eventDetailView(event, copy, 'long');
    expect(view.dateText.replace(/\s/g, ' ')).toBe('15–16 March 2026');
    expect(view.registrationFacts[1]?.value).toBe('1 March 2026');
  });

  it('fills every gap with the fixed fallbacks', () => {
    const view = eventDetailView(
      { description: '   ', details: '', registration: {} },
      copy,
      'long',
    );
    expect(view).toEqual({
      title: 'Untitled Event',
      typeLabel: null,
      image: null,
      tile: null,
      dateText: 'Date TBA',
      timeText: null,
      place: 'TBA',
      venue: null,
      description: null,
      details: null,
      registration: null,
      registrationFacts: [],
      contact: [],
    });
  });

  it('keeps the state when only the city is missing, and a single day without an end', () => {
    const view = eventDetailView(
      { location: { state: 'Maharashtra' }, date: { startDate: '2026-06-01' } },
      copy,
      'month-day-year',
    );
    expect(view.place).toBe('TBA, Maharashtra');
    expect(view.dateText).toBe('June 1, 2026');
  });

  it("shows 'TBA' for a date that cannot be formatted, 'Date TBA' for none", () => {
    const unreadable = eventDetailView({ date: { startDate: '15th of March' } }, copy, 'long');
    expect(unreadable.dateText).toBe('TBA');
    expect(unreadable.tile).toBeNull();
    expect(eventDetailView({ date: { startDate: ' ' } }, copy, 'long').dateText).toBe('Date TBA');
  });

  it('says when registration is not required', () => {
    const view = eventDetailView(
      { registrationInfo: { isRegistrationRequired: false } },
      copy,
      'month-day-year',
    );
    expect(view.registrationFacts).toEqual([
      { key: 'required', label: 'Registration required', value: 'No' },
    ]);
  });
});

import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { eventSchema } from '../contracts/event';
import { eventInputSchema } from '../contracts/event-input';
import { exampleEventForm } from '../testing/example-event';
import { storedEventFromInput, storedEventSchema, toApiEvent } from './stored-event';

const complete = {
  title: 'State Championship',
  description: 'Kyorugi and poomsae.',
  eventType: 'tournament',
  location: { city: 'Mumbai', state: 'Maharashtra', venueDetails: 'Worli' },
  startDate: '2026-12-05',
  endDate: '2026-12-06',
  startTime: '08:30',
  endTime: '18:00',
  registrationInfo: { isRegistrationRequired: true, registrationDeadline: '2026-11-20' },
  registration: 'Through your club coach.',
  details: { Categories: 'Kyorugi, poomsae' },
  contact: { name: 'Desk', email: 'desk@example.com', phone: '+91 22 4000 1000' },
  image: '/images/events/tournament.svg',
  createdAt: Timestamp.fromMillis(0),
  updatedAt: Timestamp.fromMillis(0),
};

const minimal = {
  title: 'Open Session',
  description: '',
  eventType: 'other',
  location: { city: 'Pune', state: 'Maharashtra' },
  startDate: '2027-01-02',
};

describe('storedEventSchema', () => {
  it('accepts a complete and a minimal event', () => {
    expect(storedEventSchema.safeParse(complete).success).toBe(true);
    expect(storedEventSchema.safeParse(minimal).success).toBe(true);
  });

  it.each([
    ['an unknown event type', { eventType: 'party' }],
    ['a missing title', { title: undefined }],
    ['a blank city', { location: { city: ' ', state: 'Maharashtra' } }],
    ['a date in another format', { startDate: '05/12/2026' }],
    ['a date that does not exist', { startDate: '2026-02-30' }],
    ['a Timestamp instead of a date string', { startDate: Timestamp.fromMillis(0) }],
    ['an end before the start', { startDate: '2026-12-05', endDate: '2026-12-04' }],
    ['a time that does not exist', { startTime: '24:00' }],
    ['an image on another origin', { image: '//evil.example/x.png' }],
    ['a script URL as image', { image: 'javascript:alert(1)' }],
    ['a non-text detail value', { details: { Fee: 500 } }],
    ['an invalid contact email', { contact: { email: 'not-an-email' } }],
    ['createdAt that is not a Timestamp', { createdAt: '2026-01-01' }],
  ])('rejects %s', (_, change) => {
    expect(storedEventSchema.safeParse({ ...complete, ...change }).success).toBe(false);
  });
});

describe('toApiEvent', () => {
  it('nests the dates, carries the id twice and drops server-only fields', () => {
    const event = toApiEvent('state-championship', storedEventSchema.parse(complete));
    expect(event).toMatchObject({
      _id: 'state-championship',
      id: 'state-championship',
      date: {
        startDate: '2026-12-05',
        endDate: '2026-12-06',
        startTime: '08:30',
        endTime: '18:00',
      },
    });
    expect(event).not.toHaveProperty('createdAt');
    expect(event).not.toHaveProperty('startDate');
    expect(eventSchema.parse(event)).toEqual(event);
  });

  it('sends no keys for missing optional parts once serialised', () => {
    const event = toApiEvent('open', storedEventSchema.parse(minimal));
    expect(JSON.parse(JSON.stringify(event))).toEqual({
      _id: 'open',
      id: 'open',
      title: 'Open Session',
      description: '',
      eventType: 'other',
      location: { city: 'Pune', state: 'Maharashtra' },
      date: { startDate: '2027-01-02' },
    });
  });
});

describe('storedEventFromInput', () => {
  const at = Timestamp.fromMillis(1_000);
  const input = eventInputSchema.parse(exampleEventForm());

  it('writes a document the public reader accepts and answers as the same event', () => {
    const stored = storedEventFromInput(input, { uid: 'admin-1', at, created: true });
    const read = storedEventSchema.parse(stored);
    expect(read).toMatchObject({ createdBy: 'admin-1', updatedBy: 'admin-1' });
    expect(read.createdAt?.toMillis()).toBe(1_000);
    const event = eventSchema.parse(toApiEvent('e1', read));
    expect(event).toMatchObject({
      id: 'e1',
      title: input.title,
      date: input.date,
      details: input.details,
      image: input.image,
    });
  });

  it('leaves out what was not given (Firestore refuses undefined) and creation fields on update', () => {
    const bare = eventInputSchema.parse(
      exampleEventForm({
        date: '2026-12-12',
        registrationInfo: undefined,
        registration: '',
        details: undefined,
        contact: { name: '', email: '', phone: '' },
        image: '',
        location: { city: 'Pune', state: 'Maharashtra', venueDetails: '' },
      }),
    );
    const stored = storedEventFromInput(bare, { uid: 'admin-2', at, created: false });
    expect(Object.values(stored)).not.toContain(undefined);
    expect(Object.keys(stored).sort()).toEqual(
      [
        'description',
        'eventType',
        'location',
        'startDate',
        'title',
        'updatedAt',
        'updatedBy',
      ].sort(),
    );
    expect(stored.location).toEqual({ city: 'Pune', state: 'Maharashtra' });
  });
});

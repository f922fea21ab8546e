import { describe, expect, it } from 'vitest';
import { exampleEvent, parseCalendar } from '../testing/parsed-calendar';
import { CALENDAR_DESCRIPTION, CALENDAR_NAME } from './calendar-config';
import {
  eventFileName,
  eventUid,
  locationText,
  singleEventFile,
  upcomingEventsFeed,
} from './event-calendar';

// 01:30 on 25 November in Kolkata, still the 24th in UTC: the day rule must follow Kolkata.
const now = new Date('2026-11-24T20:00:00Z');
const siteOrigin = 'https://mta.example.org';

const championship = exampleEvent({
  id: 'state-championship',
  title: 'State Championship',
  description: 'Kyorugi, poomsae; all belts.\nBring your card.',
  location: { city: 'Mumbai', state: 'Maharashtra', venueDetails: 'NSCI Dome, Worli' },
  date: { startDate: '2026-12-05', endDate: '2026-12-06', startTime: '08:30', endTime: '18:00' },
});
const openSession = exampleEvent({
  id: 'open-session',
  title: 'Open Session',
  description: '',
  date: { startDate: '2026-11-25' },
});
const newYearCamp = exampleEvent({
  id: 'new-year-camp',
  title: 'नववर्ष शिबिर (New Year Camp)',
  date: { startDate: '2026-12-30', endDate: '2027-01-01' },
});
const yesterday = exampleEvent({ id: 'yesterday', date: { startDate: '2026-11-24' } });

function feed(events = [championship, openSession, newYearCamp, yesterday]) {
  return parseCalendar(upcomingEventsFeed(events, { now, siteOrigin }));
}

function eventIn(calendar: ReturnType<typeof parseCalendar>, id: string) {
  const found = calendar.events.find((event) => event.uid === eventUid(id));
  if (!found) throw new Error(`${id} is not in the calendar`);
  return found;
}

describe('upcomingEventsFeed', () => {
  it('is a named, published calendar with the Asia/Kolkata time zone', () => {
    const calendar = feed();
    expect(calendar.name).toBe('Maharashtra Taekwondo Association events');
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.timeZones).toEqual(['Asia/Kolkata']);
  });

  it('names the calendar with text that needs no escaping (the library writes it as it is)', () => {
    expect(CALENDAR_NAME).not.toMatch(/[,;\\\n]/);
    expect(CALENDAR_DESCRIPTION).not.toMatch(/[,;\\\n]/);
  });

  it('lists the events from today in Kolkata on, and no past one', () => {
    expect(feed().events.map((event) => event.uid)).toEqual([
      'state-championship@mta.example.org',
      'open-session@mta.example.org',
      'new-year-camp@mta.example.org',
    ]);
  });

  it('writes a timed event in Asia/Kolkata time, over its days', () => {
    const event = eventIn(feed(), 'state-championship');
    expect(event).toMatchObject({
      summary: 'State Championship',
      description: 'Kyorugi, poomsae; all belts.\nBring your card.',
      location: 'NSCI Dome, Worli, Mumbai, Maharashtra',
      url: 'https://mta.example.org/events/state-championship',
      start: '2026-12-05T08:30:00',
      startTzid: 'Asia/Kolkata',
      startIsDate: false,
      end: '2026-12-06T18:00:00',
      endTzid: 'Asia/Kolkata',
    });
    // 08:30 IST is 03:00 UTC: the VTIMEZONE says what the TZID means.
    expect(event.startInstant.toISOString()).toBe('2026-12-05T03:00:00.000Z');
  });

  it('writes an event without a time as an all-day DATE, the end the day after', () => {
    const event = eventIn(feed(), 'open-session');
    expect(event).toMatchObject({
      start: '2026-11-25',
      startIsDate: true,
      startTzid: undefined,
      end: '2026-11-26',
      endIsDate: true,
    });
  });

  it('spans a multi-day all-day event across the year end, and keeps non-Latin text', () => {
    const event = eventIn(feed(), 'new-year-camp');
    expect(event).toMatchObject({
      summary: 'नववर्ष शिबिर (New Year Camp)',
      start: '2026-12-30',
      end: '2027-01-02',
    });
  });

  it('leaves out what the event does not have', () => {
    const event = eventIn(feed(), 'open-session');
    expect(event.description).toBeUndefined();
    expect(event.location).toBe('Pune, Maharashtra');
  });

  it('leaves out event links when the site origin is unknown', () => {
    const calendar = parseCalendar(upcomingEventsFeed([championship], { now }));
    expect(calendar.events[0]?.url).toBeUndefined();
  });

  it('is a valid, empty calendar when nothing is upcoming', () => {
    const calendar = feed([yesterday]);
    expect(calendar.name).toBeDefined();
    expect(calendar.events).toEqual([]);
  });

  it('writes the same times whatever time zone the server runs in', () => {
    const original = process.env.TZ;
    const inUtc = upcomingEventsFeed([championship, openSession], { now, siteOrigin });
    try {
      for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
        process.env.TZ = zone;
        expect(upcomingEventsFeed([championship, openSession], { now, siteOrigin })).toBe(inUtc);
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });
});

describe('singleEventFile', () => {
  it('holds just the one event, without a calendar name', () => {
    const calendar = parseCalendar(singleEventFile(championship, { now, siteOrigin }));
    expect(calendar.name).toBeUndefined();
    expect(calendar.events.map((event) => event.uid)).toEqual([
      'state-championship@mta.example.org',
    ]);
    expect(calendar.events[0]).toMatchObject({ start: '2026-12-05T08:30:00' });
  });

  it('keeps the same UID as the feed, so an imported event and a subscribed one match', () => {
    const single = parseCalendar(singleEventFile(championship, { now, siteOrigin }));
    expect(single.events[0]?.uid).toBe(eventIn(feed(), 'state-championship').uid);
  });

  it('also writes a past event (someone may keep a record of it)', () => {
    const calendar = parseCalendar(singleEventFile(yesterday, { now }));
    expect(calendar.events[0]).toMatchObject({ start: '2026-11-24', startIsDate: true });
  });
});

describe('locationText', () => {
  it('joins venue, city and state, skipping empty and repeated parts', () => {
    expect(locationText({ city: 'Pune', state: 'Maharashtra', venueDetails: '  ' })).toBe(
      'Pune, Maharashtra',
    );
    expect(locationText({ city: 'Mumbai', state: 'Maharashtra', venueDetails: 'mumbai' })).toBe(
      'mumbai, Maharashtra',
    );
  });
});

describe('eventFileName', () => {
  it.each([
    ['State Championship 2026', 'state-championship-2026.ics'],
    ['  Référé & Judges: Seminar!  ', 'refere-judges-seminar.ics'],
    ["Women's Self-Defence Workshop", 'womens-self-defence-workshop.ics'],
    ['नववर्ष शिबिर', 'event.ics'],
    ['"quoted"; name=x.ics', 'quoted-name-x-ics.ics'],
  ])('names %j %j', (title, fileName) => {
    expect(eventFileName(exampleEvent({ id: 'x', title, date: { startDate: '2026-12-05' } }))).toBe(
      fileName,
    );
  });

  it('keeps long titles short', () => {
    const title = 'Very long title '.repeat(20);
    const fileName = eventFileName(
      exampleEvent({ id: 'x', title, date: { startDate: '2026-12-05' } }),
    );
    expect(fileName.length).toBeLessThanOrEqual(64);
    expect(fileName).toMatch(/^[a-z0-9-]+\.ics$/);
  });
});

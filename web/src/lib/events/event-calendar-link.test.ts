import { describe, expect, it } from 'vitest';
import { eventCalendarFileName, eventCalendarHref } from './event-calendar-link';

describe('event calendar links', () => {
  it("point at the API's .ics file of the event, the id encoded", () => {
    expect(eventCalendarHref('state-championship')).toBe('/api/events/state-championship.ics');
    expect(eventCalendarHref('state meet/2')).toBe('/api/events/state%20meet%2F2.ics');
  });

  it('offer no download for an event the server cannot describe', () => {
    expect(eventCalendarHref(undefined)).toBeNull();
    expect(eventCalendarHref('')).toBeNull();
    expect(eventCalendarHref('sample-summer-training-camp')).toBeNull();
  });

  it('name the file after the event', () => {
    expect(eventCalendarFileName('state-championship')).toBe('state-championship.ics');
    expect(eventCalendarFileName('a b/c')).toBe('a-b-c.ics');
    expect(eventCalendarFileName('///')).toBe('event.ics');
  });
});

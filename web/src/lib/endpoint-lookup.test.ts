import { describe, expect, it } from 'vitest';
import { endpoints } from '@contracts/endpoints';
import { findEndpoint, retryRuleOf } from './endpoint-lookup';

describe('findEndpoint', () => {
  it('prefers a literal segment to a parameter', () => {
    expect(findEndpoint('GET', '/events/upcoming?limit=3')).toBe(endpoints.upcomingEvents);
    expect(findEndpoint('GET', '/events/e1')).toBe(endpoints.getEvent);
  });

  it('matches a parameter with a suffix only when the segment ends in it', () => {
    expect(findEndpoint('GET', '/events/e1.ics')).toBe(endpoints.eventCalendar);
    expect(findEndpoint('GET', '/events.ics')).toBe(endpoints.eventsCalendar);
  });

  it('tells methods apart and finds nothing outside the table', () => {
    expect(findEndpoint('DELETE', '/athletes/a1')).toBe(endpoints.eraseAthlete);
    expect(findEndpoint('PUT', '/athletes/a1')).toBe(endpoints.updateAthlete);
    expect(findEndpoint('PATCH', '/athletes/a1')).toBeUndefined();
    expect(findEndpoint('GET', '/athletes/a1/unknown')).toBeUndefined();
    expect(findEndpoint('GET', '/events/')).toBeUndefined();
  });

  it('gives every row of the table back for its own path', () => {
    for (const row of Object.values(endpoints)) {
      const path = row.path.replace(/^\/api/, '').replace(/:(\w+)/g, 'x1');
      expect(retryRuleOf(row.method, path)).toBe(findEndpoint(row.method, path)?.retry);
      expect(findEndpoint(row.method, path)?.method).toBe(row.method);
    }
  });
});

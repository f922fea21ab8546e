import { eventSchema } from '@contracts/event';
import { describe, expect, it } from 'vitest';
import { sampleEventTemplates } from '@/lib/events/sample-events-content';
import { sampleEvents } from './sample-events';

// A fixed clock: 10:00 in Mumbai on 5 March 2026.
const NOW = new Date('2026-03-05T04:30:00Z');

describe('sampleEvents', () => {
  const events = sampleEvents(sampleEventTemplates, NOW);

  it('are the three sample events, in their cities', () => {
    expect(events.map((event) => [event.title, event.location.city])).toEqual([
      ['Maharashtra State Championship', 'Mumbai'],
      ['Summer Training Camp', 'Pune'],
      ['Black Belt Testing', 'Nagpur'],
    ]);
  });

  it('start one, two and three months after today, with their lengths and times', () => {
    expect(events.map((event) => event.date)).toEqual([
      { startDate: '2026-04-05', endDate: '2026-04-06', startTime: '09:00', endTime: '18:00' },
      { startDate: '2026-05-05', endDate: '2026-05-09', startTime: '07:00', endTime: '12:00' },
      { startDate: '2026-06-05', startTime: '10:00', endTime: '16:00' },
    ]);
    expect(events[0]?.registrationInfo).toEqual({
      isRegistrationRequired: true,
      registrationDeadline: '2026-03-22',
    });
  });

  it('count from today in Maharashtra, not in UTC', () => {
    // 23:00 UTC on 31 January is already 1 February in Mumbai.
    const late = sampleEvents(sampleEventTemplates, new Date('2026-01-31T23:00:00Z'));
    expect(late[0]?.date.startDate).toBe('2026-03-01');
    // Still 31 January in Mumbai: one month later is the last day of February.
    const early = sampleEvents(sampleEventTemplates, new Date('2026-01-31T10:00:00Z'));
    expect(early[0]?.date.startDate).toBe('2026-02-28');
  });

  it('are valid events by the API contract, so every view can show them like real ones', () => {
    for (const event of events) expect(eventSchema.safeParse(event).success).toBe(true);
  });
});

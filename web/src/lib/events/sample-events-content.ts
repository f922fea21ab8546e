import type { SampleEventTemplate } from '@/lib/events/sample-events';

/**
 * The three events shown when the server has none to offer. Their dates are set from
 * today when they are shown (lib/sample-events.ts), so they never look stale.
 */
export const sampleEventTemplates: readonly SampleEventTemplate[] = [
  {
    _id: 'sample-maharashtra-state-championship',
    id: 'sample-maharashtra-state-championship',
    title: 'Maharashtra State Championship',
    description:
      'Athletes from clubs across the state compete in sparring and patterns for medals and places in the state team.',
    eventType: 'tournament',
    location: { city: 'Mumbai', state: 'Maharashtra', venueDetails: 'Indoor sports complex' },
    monthsAhead: 1,
    lengthDays: 2,
    startTime: '09:00',
    endTime: '18:00',
    registrationClosesDaysBefore: 14,
    registration:
      'Entries are made through your club instructor. Athletes under 18 need a parent’s consent form.',
    contact: { name: 'Competition Desk', email: 'competitions@example.com' },
    image: '/images/events/tournament.svg',
  },
  {
    _id: 'sample-summer-training-camp',
    id: 'sample-summer-training-camp',
    title: 'Summer Training Camp',
    description:
      'Five days of conditioning, footwork and sparring drills with the state coaches, open to colour belts and above.',
    eventType: 'training-camp',
    location: { city: 'Pune', state: 'Maharashtra' },
    monthsAhead: 2,
    lengthDays: 5,
    startTime: '07:00',
    endTime: '12:00',
    details: 'Bring your uniform, sparring gear and a water bottle. Lunch is provided every day.',
    contact: { name: 'Pune Centre', email: 'pune@example.com' },
    image: '/images/events/training-camp.svg',
  },
  {
    _id: 'sample-black-belt-testing',
    id: 'sample-black-belt-testing',
    title: 'Black Belt Testing',
    description:
      'Dan grading for red-black belt holders recommended by their instructors: patterns, sparring, breaking and a written thesis.',
    eventType: 'belt-test',
    location: { city: 'Nagpur', state: 'Maharashtra' },
    monthsAhead: 3,
    lengthDays: 1,
    startTime: '10:00',
    endTime: '16:00',
    registrationClosesDaysBefore: 30,
    details: {
      Eligibility: 'At least one year as a red-black belt',
      Documents: 'Recommendation letters and a written thesis',
    },
    contact: { name: 'Grading Committee', email: 'gradings@example.com' },
    image: '/images/events/belt-test.svg',
  },
];

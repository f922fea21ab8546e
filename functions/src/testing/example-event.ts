// One valid event form (the body of POST/PUT /api/events) for the tests that need one, unit and
// integration alike. Tests only: excluded from the functions build.

/** A complete, valid event write; `overrides` replace whole top-level fields. */
export function exampleEventForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Pune District Open',
    description: 'Kyorugi and poomsae for all belts.',
    eventType: 'tournament',
    location: {
      city: 'Pune',
      state: 'Maharashtra',
      venueDetails: 'Shiv Chhatrapati Sports Complex',
    },
    date: { startDate: '2026-12-12', endDate: '2026-12-13', startTime: '09:00', endTime: '17:00' },
    registrationInfo: { isRegistrationRequired: true, registrationDeadline: '2026-12-05' },
    registration: { Fee: '₹500 per athlete', Weigh_in: 'Friday evening' },
    details: 'Bring your federation card.',
    contact: { name: 'Office', email: 'office@example.com', phone: '+91 98220 00003' },
    image: '/images/events/tournament.svg',
    ...overrides,
  };
}

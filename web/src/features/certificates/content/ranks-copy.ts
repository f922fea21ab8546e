// The member's ranks and certificates in /profile: each athlete's belt timeline and the digital
// membership card shown at a venue.

export const ranksCopy = {
  intro:
    'The ranks each of your athletes has earned, with their certificates, and the membership card to show at a venue.',
  loading: 'Loading ranks and certificates…',
  loadFailed: 'The ranks and certificates could not be loaded. Please try again.',
  retry: 'Try again',
  noAthletes: 'Add an athlete under “My athletes” to see their ranks here.',
  timelineLabel: (name: string) => `Ranks of ${name}`,
  noRanks: 'No ranks recorded yet.',
  awardedOn: (date: string) => `Awarded on ${date}`,
  sources: {
    grading: 'Grading',
    recognised: 'Recognised by the office',
  },
  certificateLink: (number: string) => `Certificate ${number}`,
  share: 'Share on WhatsApp',
  shareLabel: (number: string) => `Share on WhatsApp: certificate ${number}`,
  championshipsHeading: 'Championship medals',
  championshipsLabel: (name: string) => `Championship medals of ${name}`,
  card: {
    heading: 'Membership card',
    membershipNumber: 'Membership number',
    memberSince: 'Member since',
    rank: 'Rank',
    hint: 'Show this card at a venue: anyone can check its QR code, even without internet.',
    none: 'No membership card has been issued yet.',
    issue: 'Get the membership card',
    issueFailed: 'The card could not be issued. Please try again.',
    print: 'Open to print',
  },
  statusNote: {
    revoked: 'Revoked',
    superseded: 'Superseded',
  },
};

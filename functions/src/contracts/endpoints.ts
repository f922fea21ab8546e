// Every /api endpoint, once: its method and path, who may call it, and whether a client may send it
// again after a network failure. The server builds its routes from this table (a route cannot
// exist outside it, and the router validates each route's input with the schemas registered for
// it); the web client looks each call up here and retries only what the table allows. Plain data,
// no schemas, so the browser bundle carries a few hundred bytes, not every payload schema.

/** Who may call: anyone, any signed-in member, or the office (the `admin` custom claim). */
export type EndpointAccess = 'public' | 'member' | 'admin';

/**
 * What a client may do when an attempt failed without an answer (the request may or may not have
 * arrived):
 * - `safe`: send it again; a second arrival changes nothing (reads, and writes that set a value);
 * - `with-key`: send it again only with the same `Idempotency-Key` header as the first attempt,
 *   so the server answers a repeat with the first result instead of creating a second record;
 * - `never`: do not resend; the screen says it could not tell and lets the person look first.
 */
export type RetryRule = 'safe' | 'with-key' | 'never';

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `:name` captures one path segment; `:name.ext` one that ends in `.ext`. */
  path: string;
  access: EndpointAccess;
  retry: RetryRule;
}

const read = (path: string, access: EndpointAccess = 'public'): Endpoint => ({
  method: 'GET',
  path,
  access,
  retry: 'safe',
});

export const endpoints = {
  health: read('/api/health'),
  // Events and their calendars: public reads, office writes.
  listEvents: read('/api/events'),
  upcomingEvents: read('/api/events/upcoming'),
  getEvent: read('/api/events/:id'),
  eventsCalendar: read('/api/events.ics'),
  eventCalendar: read('/api/events/:id.ics'),
  createEvent: { method: 'POST', path: '/api/events', access: 'admin', retry: 'with-key' },
  updateEvent: { method: 'PUT', path: '/api/events/:id', access: 'admin', retry: 'never' },
  deleteEvent: { method: 'DELETE', path: '/api/events/:id', access: 'admin', retry: 'never' },
  // Accounts and sessions.
  register: { method: 'POST', path: '/api/auth/register', access: 'public', retry: 'never' },
  login: { method: 'POST', path: '/api/auth/login', access: 'public', retry: 'never' },
  googleSignIn: { method: 'POST', path: '/api/auth/google', access: 'public', retry: 'never' },
  logout: { method: 'POST', path: '/api/auth/logout', access: 'member', retry: 'safe' },
  me: read('/api/auth/me', 'member'),
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    access: 'public',
    retry: 'never',
  },
  verifyResetToken: read('/api/auth/reset-password/:token/verify'),
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password/:token',
    access: 'public',
    retry: 'never',
  },
  updatePassword: {
    method: 'PUT',
    path: '/api/users/updatepassword',
    access: 'member',
    retry: 'never',
  },
  updateProfile: { method: 'PUT', path: '/api/users/profile', access: 'member', retry: 'safe' },
  exportMyData: read('/api/users/me/export', 'member'),
  eraseMyAccount: { method: 'DELETE', path: '/api/users/me', access: 'member', retry: 'never' },
  // Enrollments: a member's own, and the office's review.
  createEnrollment: {
    method: 'POST',
    path: '/api/enrollments',
    access: 'member',
    retry: 'with-key',
  },
  myEnrollments: read('/api/enrollments', 'member'),
  getEnrollment: read('/api/enrollments/:id', 'member'),
  testEnrollment: {
    method: 'POST',
    path: '/api/enrollments/test',
    access: 'public',
    retry: 'safe',
  },
  adminEnrollments: read('/api/admin/enrollments', 'admin'),
  adminEnrollmentsCsv: read('/api/admin/enrollments.csv', 'admin'),
  decideEnrollment: {
    method: 'PUT',
    path: '/api/admin/enrollments/:id',
    access: 'admin',
    retry: 'never',
  },
  // Enquiries.
  sendEnquiry: { method: 'POST', path: '/api/contact', access: 'member', retry: 'with-key' },
  listEnquiries: read('/api/contact', 'admin'),
  getEnquiry: read('/api/contact/:id', 'admin'),
  setEnquiryStatus: { method: 'PUT', path: '/api/contact/:id', access: 'admin', retry: 'safe' },
  deleteEnquiry: { method: 'DELETE', path: '/api/contact/:id', access: 'admin', retry: 'never' },
  newEnquiryCount: read('/api/admin/enquiries/new-count', 'admin'),
  auditLog: read('/api/admin/audit', 'admin'),
  // Athletes and guardians.
  consentNotice: read('/api/consent-notice'),
  myAthletes: read('/api/athletes', 'member'),
  createAthlete: { method: 'POST', path: '/api/athletes', access: 'member', retry: 'with-key' },
  getAthlete: read('/api/athletes/:id', 'member'),
  updateAthlete: { method: 'PUT', path: '/api/athletes/:id', access: 'member', retry: 'safe' },
  eraseAthlete: { method: 'DELETE', path: '/api/athletes/:id', access: 'member', retry: 'never' },
  inviteGuardian: {
    method: 'POST',
    path: '/api/athletes/:id/guardians',
    access: 'member',
    retry: 'never',
  },
  guardianInvitation: read('/api/guardian-invitations/:token', 'member'),
  acceptGuardianInvitation: {
    method: 'POST',
    path: '/api/guardian-invitations/:token/accept',
    access: 'member',
    retry: 'never',
  },
  adminAthletes: read('/api/admin/athletes', 'admin'),
  // Pictures: the office uploads photos (the bytes of one per request; a resend would store it
  // twice, hence never), the gallery's items are data, and the variants are served from here.
  uploadMedia: { method: 'POST', path: '/api/admin/media', access: 'admin', retry: 'never' },
  mediaFile: read('/api/media/:id/:file'),
  listGallery: read('/api/gallery'),
  adminGallery: read('/api/admin/gallery', 'admin'),
  createGalleryItem: {
    method: 'POST',
    path: '/api/admin/gallery',
    access: 'admin',
    retry: 'with-key',
  },
  updateGalleryItem: {
    method: 'PUT',
    path: '/api/admin/gallery/:id',
    access: 'admin',
    retry: 'safe',
  },
  deleteGalleryItem: {
    method: 'DELETE',
    path: '/api/admin/gallery/:id',
    access: 'admin',
    retry: 'never',
  },
  // Championships: the office opens a tournament for entries and grants the official and coach
  // roles; guardians and coaches enter athletes; officials weigh them in. Officials and coaches
  // are members whose role (an Auth custom claim) the handler checks.
  setUserRoles: {
    method: 'PUT',
    path: '/api/admin/users/:uid/roles',
    access: 'admin',
    retry: 'safe',
  },
  adminUsers: read('/api/admin/users', 'admin'),
  setChampionship: {
    method: 'PUT',
    path: '/api/admin/events/:id/championship',
    access: 'admin',
    retry: 'safe',
  },
  getChampionship: read('/api/events/:id/championship'),
  eventDivisions: read('/api/events/:id/divisions'),
  eventEntries: read('/api/events/:id/entries'),
  getResults: read('/api/events/:id/results'),
  createEntry: {
    method: 'POST',
    path: '/api/events/:id/entries',
    access: 'member',
    retry: 'with-key',
  },
  withdrawEntry: {
    method: 'DELETE',
    path: '/api/events/:id/entries/:entryId',
    access: 'member',
    retry: 'never',
  },
  myEntries: read('/api/events/:id/my-entries', 'member'),
  coachAthletes: read('/api/coach/athletes', 'member'),
  officeEntries: read('/api/admin/events/:id/entries', 'member'),
  officeEntriesCsv: read('/api/admin/events/:id/entries.csv', 'admin'),
  weighIn: {
    method: 'POST',
    path: '/api/admin/events/:id/entries/:entryId/weigh-in',
    access: 'member',
    retry: 'safe',
  },
  decideEntry: {
    method: 'POST',
    path: '/api/admin/events/:id/entries/:entryId/decision',
    access: 'member',
    retry: 'never',
  },
  // The draw closes entries and makes the brackets: a resend without its key would meet the
  // finished draw (409); with the key it gets the first answer. Scoring sets a bout's winner:
  // the same winner again changes nothing, so it may be resent. Scorers are officials (members).
  drawChampionship: {
    method: 'POST',
    path: '/api/admin/events/:id/draw',
    access: 'admin',
    retry: 'with-key',
  },
  getBrackets: read('/api/events/:id/brackets'),
  scoreMatch: {
    method: 'PUT',
    path: '/api/admin/events/:id/matches/:matchId',
    access: 'member',
    retry: 'safe',
  },
  // Ranks, gradings and certificates. The two public certificate routes are throttled per client.
  athleteRanks: read('/api/athletes/:id/ranks', 'member'),
  recogniseRank: {
    method: 'POST',
    path: '/api/admin/athletes/:id/ranks',
    access: 'admin',
    retry: 'with-key',
  },
  listGradings: read('/api/admin/gradings', 'admin'),
  getGrading: read('/api/admin/gradings/:id', 'admin'),
  createGrading: {
    method: 'POST',
    path: '/api/admin/gradings',
    access: 'admin',
    retry: 'with-key',
  },
  recordGradingResults: {
    method: 'POST',
    path: '/api/admin/gradings/:id/results',
    access: 'admin',
    retry: 'with-key',
  },
  myCertificates: read('/api/certificates', 'member'),
  issueMembershipCertificate: {
    method: 'POST',
    path: '/api/athletes/:id/membership-certificate',
    access: 'member',
    retry: 'safe',
  },
  getCertificate: read('/api/certificates/:number'),
  verifyCertificate: {
    method: 'POST',
    path: '/api/certificates/verify',
    access: 'public',
    retry: 'safe',
  },
  revokeCertificate: {
    method: 'POST',
    path: '/api/admin/certificates/:number/revoke',
    access: 'admin',
    retry: 'never',
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof endpoints;

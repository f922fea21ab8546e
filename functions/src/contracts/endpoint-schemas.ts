import type { z } from 'zod';
import { adminAthleteQuerySchema } from './admin-athlete';
import {
  adminEnrollmentExportQuerySchema,
  adminEnrollmentListQuerySchema,
  enrollmentDecisionSchema,
} from './admin-enrollment';
import { accountErasurePayloadSchema, profileUpdatePayloadSchema } from './account';
import {
  athleteCreatePayloadSchema,
  athleteUpdatePayloadSchema,
  consentNoticeQuerySchema,
  guardianInvitePayloadSchema,
} from './athlete';
import { auditListQuerySchema } from './audit';
import {
  forgotPasswordSchema,
  googleSignInPayloadSchema,
  loginPayloadSchema,
  registerPayloadSchema,
  resetPasswordPayloadSchema,
  updatePasswordPayloadSchema,
} from './auth';
import {
  championshipSettingsPayloadSchema,
  coachAthletesQuerySchema,
  decisionPayloadSchema,
  entryPayloadSchema,
  weighInPayloadSchema,
} from './championship';
import { drawPayloadSchema, matchResultPayloadSchema } from './bracket';
import { contactPayloadSchema, contactUpdateSchema } from './contact';
import { certificateRevokePayloadSchema, certificateVerifyPayloadSchema } from './certificate';
import type { EndpointId } from './endpoints';
import {
  gradingCreatePayloadSchema,
  gradingResultsPayloadSchema,
  recognisedRankPayloadSchema,
} from './grading';
import { upcomingEventsQuerySchema } from './event';
import { eventInputSchema } from './event-input';
import { adminUsersQuerySchema, rolesPayloadSchema } from './roles';
import { galleryItemInputSchema } from './gallery';
import { MEDIA_MAX_BYTES } from './media';

/**
 * What each endpoint takes, beside the table of endpoints: the router parses a request's body and
 * query with these before the route's handler runs, and a handler never sees the raw body. An
 * endpoint without `body` takes none (whatever is sent is not read); one without `query` reads no
 * query (unknown names, e.g. cache busters, are ignored). Server-side only: the browser imports
 * the schemas its forms need one by one.
 *
 * Two endpoints check their body in their own module, each with its reason there: the enrollment
 * (whose two doors, REST and the callable, report body and key problems together) and the
 * enrollment test (which answers every outcome with its own code). They are named in `ownParsing`.
 * So is the picture upload, whose body is the image's bytes, not JSON: `bytesBodies` gives its
 * limit, and the upload judges the bytes itself (media/upload-media.ts).
 */
export interface EndpointSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
}

export const ownParsing = [
  'createEnrollment',
  'testEnrollment',
  'uploadMedia',
] as const satisfies EndpointId[];

/** The endpoints whose body is raw bytes rather than JSON, with the most they take. */
export const bytesBodies: Partial<Record<EndpointId, number>> = { uploadMedia: MEDIA_MAX_BYTES };

export const endpointSchemas = {
  health: {},
  listEvents: {},
  upcomingEvents: { query: upcomingEventsQuerySchema },
  getEvent: {},
  eventsCalendar: {},
  eventCalendar: {},
  createEvent: { body: eventInputSchema },
  updateEvent: { body: eventInputSchema },
  deleteEvent: {},
  register: { body: registerPayloadSchema },
  login: { body: loginPayloadSchema },
  googleSignIn: { body: googleSignInPayloadSchema },
  logout: {},
  me: {},
  forgotPassword: { body: forgotPasswordSchema },
  verifyResetToken: {},
  resetPassword: { body: resetPasswordPayloadSchema },
  updatePassword: { body: updatePasswordPayloadSchema },
  updateProfile: { body: profileUpdatePayloadSchema },
  exportMyData: {},
  eraseMyAccount: { body: accountErasurePayloadSchema },
  createEnrollment: {},
  myEnrollments: {},
  getEnrollment: {},
  testEnrollment: {},
  adminEnrollments: { query: adminEnrollmentListQuerySchema },
  adminEnrollmentsCsv: { query: adminEnrollmentExportQuerySchema },
  decideEnrollment: { body: enrollmentDecisionSchema },
  sendEnquiry: { body: contactPayloadSchema },
  listEnquiries: {},
  getEnquiry: {},
  setEnquiryStatus: { body: contactUpdateSchema },
  deleteEnquiry: {},
  newEnquiryCount: {},
  auditLog: { query: auditListQuerySchema },
  consentNotice: { query: consentNoticeQuerySchema },
  myAthletes: {},
  createAthlete: { body: athleteCreatePayloadSchema },
  getAthlete: {},
  updateAthlete: { body: athleteUpdatePayloadSchema },
  eraseAthlete: {},
  inviteGuardian: { body: guardianInvitePayloadSchema },
  guardianInvitation: {},
  acceptGuardianInvitation: {},
  adminAthletes: { query: adminAthleteQuerySchema },
  uploadMedia: {},
  mediaFile: {},
  listGallery: {},
  adminGallery: {},
  createGalleryItem: { body: galleryItemInputSchema },
  updateGalleryItem: { body: galleryItemInputSchema },
  deleteGalleryItem: {},
  setUserRoles: { body: rolesPayloadSchema },
  adminUsers: { query: adminUsersQuerySchema },
  setChampionship: { body: championshipSettingsPayloadSchema },
  getChampionship: {},
  eventDivisions: {},
  eventEntries: {},
  getResults: {},
  createEntry: { body: entryPayloadSchema },
  withdrawEntry: {},
  myEntries: {},
  coachAthletes: { query: coachAthletesQuerySchema },
  officeEntries: {},
  officeEntriesCsv: {},
  weighIn: { body: weighInPayloadSchema },
  decideEntry: { body: decisionPayloadSchema },
  drawChampionship: { body: drawPayloadSchema },
  getBrackets: {},
  scoreMatch: { body: matchResultPayloadSchema },
  athleteRanks: {},
  recogniseRank: { body: recognisedRankPayloadSchema },
  listGradings: {},
  getGrading: {},
  createGrading: { body: gradingCreatePayloadSchema },
  recordGradingResults: { body: gradingResultsPayloadSchema },
  myCertificates: {},
  issueMembershipCertificate: {},
  getCertificate: {},
  verifyCertificate: { body: certificateVerifyPayloadSchema },
  revokeCertificate: { body: certificateRevokePayloadSchema },
} as const satisfies Record<EndpointId, EndpointSchemas>;

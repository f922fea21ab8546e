import {
  membershipReservationSchema,
  type MembershipReservation,
} from '../athletes/membership-reservation';
import { storedAthleteSchema, type StoredAthlete } from '../athletes/stored-athlete';
import {
  certificateReservationSchema,
  type CertificateReservation,
} from '../certificates/certificate-reservation';
import {
  storedCertificateSchema,
  type StoredCertificate,
} from '../certificates/stored-certificate';
import {
  storedGradingResultSchema,
  storedGradingSchema,
  storedRankAwardSchema,
  type StoredGrading,
  type StoredGradingResult,
  type StoredRankAward,
} from '../gradings/stored-grading';
import {
  storedGuardianInviteSchema,
  type StoredGuardianInvite,
} from '../athletes/stored-guardian-invite';
import { storedAuditEntrySchema, type StoredAuditEntry } from '../admin/stored-audit-entry';
import { storedReplaySchema, type StoredReplay } from '../idempotency/stored-replay';
import { storedContactSchema, type StoredContact } from '../contacts/stored-contact';
import {
  referenceReservationSchema,
  type ReferenceReservation,
} from '../enrollments/reference-reservation';
import { storedEnrollmentSchema, type StoredEnrollment } from '../enrollments/stored-enrollment';
import {
  storedChampionshipSchema,
  type StoredChampionship,
} from '../championships/stored-championship';
import { storedEntrySchema, type StoredEntry } from '../championships/stored-entry';
import {
  storedBracketSchema,
  storedDrawSchema,
  type StoredBracket,
  type StoredDraw,
} from '../championships/draw/stored-draw';
import { storedAwardSchema, type StoredAward } from '../championships/results/stored-award';
import { storedEventSchema, type StoredEvent } from '../events/stored-event';
import { storedGalleryItemSchema, type StoredGalleryItem } from '../gallery/stored-gallery-item';
import { outgoingMailSchema, type OutgoingMail } from '../mail/outgoing-mail';
import { limitSlotSchema, type LimitSlot } from '../limits/limit-slot';
import { storedMediaSchema, type StoredMedia } from '../media/stored-media';
import { storedUserSchema, type StoredUser } from '../users/stored-user';
import { getDb } from './firestore';
import { zodConverter } from './zod-converter';

// Typed, validated references to every collection the API uses. Collection names live only here.

export const COLLECTION_NAMES = {
  events: 'events',
  users: 'users',
  /** Read by Firebase's Trigger Email extension, which sends each new document. */
  mail: 'mail',
  /** Slot documents of the exact rate limits (limits/slot-limiter.ts); expire by TTL policy. */
  limitSlots: 'limitSlots',
  enrollments: 'enrollments',
  /** One document per reference number handed out; create() keeps them unique. */
  referenceNumbers: 'referenceNumbers',
  contacts: 'contacts',
  /** One document per admin write (admin/audit-log.ts); created, never changed. */
  auditLog: 'auditLog',
  /** The answers of creates sent with an Idempotency-Key (idempotency/), for their resends. */
  idempotencyKeys: 'idempotencyKeys',
  /** The association's athletes, mostly children; `guardianUids` names the accounts that hold each. */
  athletes: 'athletes',
  /** One document per membership number ever handed out; never deleted, so never reused. */
  membershipNumbers: 'membershipNumbers',
  /** Pending invitations to become a second guardian, keyed by the hash of the mailed token. */
  guardianInvites: 'guardianInvites',
  /** One document per uploaded picture; its files are in the media store (media/). */
  media: 'media',
  /** The gallery's items, public or hidden. */
  gallery: 'gallery',
  /** A tournament opened for entries, keyed by its event's id. */
  championships: 'championships',
  /** One athlete in one discipline of one championship; the id is a hash of the three. */
  championshipEntries: 'championshipEntries',
  /** A championship's draw (seed, entries hash, frozen entry ids, redraws), keyed by event id. */
  championshipDraws: 'championshipDraws',
  /** One division's bracket of a drawn championship, id `<eventId>__<divisionId>`. */
  championshipBrackets: 'championshipBrackets',
  /** Belt examinations held by the office (no personal data). */
  gradings: 'gradings',
  /** One candidate's result at one grading, id `<gradingId>_<athleteId>`. */
  gradingResults: 'gradingResults',
  /** Each athlete's rank history, one document per rank awarded or recognised. */
  rankAwards: 'rankAwards',
  /** Certificates by number; an erased athlete's stay, without name, token or athlete. */
  certificates: 'certificates',
  /** One document per certificate number ever handed out; never deleted, so never reused. */
  certificateNumbers: 'certificateNumbers',
  /** The medals of a finished division and their certificates' numbers, one per outcome. */
  championshipAwards: 'championshipAwards',
} as const;

const storedEventConverter = zodConverter<StoredEvent>(storedEventSchema);
const storedUserConverter = zodConverter<StoredUser>(storedUserSchema);
const outgoingMailConverter = zodConverter<OutgoingMail>(outgoingMailSchema);
const limitSlotConverter = zodConverter<LimitSlot>(limitSlotSchema);
const storedEnrollmentConverter = zodConverter<StoredEnrollment>(storedEnrollmentSchema);
const referenceReservationConverter = zodConverter<ReferenceReservation>(
  referenceReservationSchema,
);
const storedContactConverter = zodConverter<StoredContact>(storedContactSchema);
const storedAuditEntryConverter = zodConverter<StoredAuditEntry>(storedAuditEntrySchema);
const storedReplayConverter = zodConverter<StoredReplay>(storedReplaySchema);
const storedAthleteConverter = zodConverter<StoredAthlete>(storedAthleteSchema);
const membershipReservationConverter = zodConverter<MembershipReservation>(
  membershipReservationSchema,
);
const storedGuardianInviteConverter = zodConverter<StoredGuardianInvite>(
  storedGuardianInviteSchema,
);

const storedMediaConverter = zodConverter<StoredMedia>(storedMediaSchema);
const storedGalleryItemConverter = zodConverter<StoredGalleryItem>(storedGalleryItemSchema);

const storedChampionshipConverter = zodConverter<StoredChampionship>(storedChampionshipSchema);
const storedEntryConverter = zodConverter<StoredEntry>(storedEntrySchema);
const storedDrawConverter = zodConverter<StoredDraw>(storedDrawSchema);
const storedBracketConverter = zodConverter<StoredBracket>(storedBracketSchema);
const storedAwardConverter = zodConverter<StoredAward>(storedAwardSchema);

const storedGradingConverter = zodConverter<StoredGrading>(storedGradingSchema);
const storedGradingResultConverter = zodConverter<StoredGradingResult>(storedGradingResultSchema);
const storedRankAwardConverter = zodConverter<StoredRankAward>(storedRankAwardSchema);
const storedCertificateConverter = zodConverter<StoredCertificate>(storedCertificateSchema);
const certificateReservationConverter = zodConverter<CertificateReservation>(
  certificateReservationSchema,
);

export const collections = {
  events: () => getDb().collection(COLLECTION_NAMES.events).withConverter(storedEventConverter),
  users: () => getDb().collection(COLLECTION_NAMES.users).withConverter(storedUserConverter),
  mail: () => getDb().collection(COLLECTION_NAMES.mail).withConverter(outgoingMailConverter),
  limitSlots: () =>
    getDb().collection(COLLECTION_NAMES.limitSlots).withConverter(limitSlotConverter),
  enrollments: () =>
    getDb().collection(COLLECTION_NAMES.enrollments).withConverter(storedEnrollmentConverter),
  referenceNumbers: () =>
    getDb()
      .collection(COLLECTION_NAMES.referenceNumbers)
      .withConverter(referenceReservationConverter),
  contacts: () =>
    getDb().collection(COLLECTION_NAMES.contacts).withConverter(storedContactConverter),
  auditLog: () =>
    getDb().collection(COLLECTION_NAMES.auditLog).withConverter(storedAuditEntryConverter),
  idempotencyKeys: () =>
    getDb().collection(COLLECTION_NAMES.idempotencyKeys).withConverter(storedReplayConverter),
  athletes: () =>
    getDb().collection(COLLECTION_NAMES.athletes).withConverter(storedAthleteConverter),
  membershipNumbers: () =>
    getDb()
      .collection(COLLECTION_NAMES.membershipNumbers)
      .withConverter(membershipReservationConverter),
  guardianInvites: () =>
    getDb()
      .collection(COLLECTION_NAMES.guardianInvites)
      .withConverter(storedGuardianInviteConverter),
  media: () => getDb().collection(COLLECTION_NAMES.media).withConverter(storedMediaConverter),
  gallery: () =>
    getDb().collection(COLLECTION_NAMES.gallery).withConverter(storedGalleryItemConverter),
  championships: () =>
    getDb().collection(COLLECTION_NAMES.championships).withConverter(storedChampionshipConverter),
  championshipEntries: () =>
    getDb().collection(COLLECTION_NAMES.championshipEntries).withConverter(storedEntryConverter),
  championshipDraws: () =>
    getDb().collection(COLLECTION_NAMES.championshipDraws).withConverter(storedDrawConverter),
  championshipBrackets: () =>
    getDb().collection(COLLECTION_NAMES.championshipBrackets).withConverter(storedBracketConverter),
  gradings: () =>
    getDb().collection(COLLECTION_NAMES.gradings).withConverter(storedGradingConverter),
  gradingResults: () =>
    getDb().collection(COLLECTION_NAMES.gradingResults).withConverter(storedGradingResultConverter),
  rankAwards: () =>
    getDb().collection(COLLECTION_NAMES.rankAwards).withConverter(storedRankAwardConverter),
  certificates: () =>
    getDb().collection(COLLECTION_NAMES.certificates).withConverter(storedCertificateConverter),
  certificateNumbers: () =>
    getDb()
      .collection(COLLECTION_NAMES.certificateNumbers)
      .withConverter(certificateReservationConverter),
  championshipAwards: () =>
    getDb().collection(COLLECTION_NAMES.championshipAwards).withConverter(storedAwardConverter),
};

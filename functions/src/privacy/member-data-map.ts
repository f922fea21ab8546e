import { COLLECTION_NAMES } from '../db/collections';
import type { MemberExport } from './member-export';

// Where each collection of the database stands with a member's rights. Every collection is either
// part of the member's download (and so of the erasure) or listed below as holding nothing of a
// member, with the reason. A unit test walks COLLECTION_NAMES and fails for a collection in neither
// list, so a new collection cannot be forgotten by the download or the erasure.

type CollectionName = (typeof COLLECTION_NAMES)[keyof typeof COLLECTION_NAMES];
type ExportSection = Exclude<keyof MemberExport, 'format' | 'exportedAt' | 'privacyNoticeVersion'>;

/** Collection → the part of the download that carries what it holds about the member. */
export const EXPORTED_COLLECTIONS: Partial<Record<CollectionName, ExportSection>> = {
  users: 'account',
  enrollments: 'enrollments',
  /** Each reservation holds an enrollment's reference number and owner: in `enrollments`. */
  referenceNumbers: 'enrollments',
  contacts: 'enquiries',
  mail: 'emailsSent',
  auditLog: 'officeActivity',
  athletes: 'athletes',
  /** Each reservation holds an athlete's membership number: in `athletes`. */
  membershipNumbers: 'athletes',
  guardianInvites: 'guardianInvitations',
  /** Saved answers to resendable requests: which request and when (the records are exported). */
  idempotencyKeys: 'savedRequestAnswers',
  /** The entries of the member's athletes and the ones the member made (a coach's too). */
  championshipEntries: 'championshipEntries',
  /**
   * A bracket side repeats an entry's athlete name, club and entry id, which the download carries
   * in its entries; the bracket itself is public. An erased athlete's sides read "Name withheld".
   */
  championshipBrackets: 'championshipEntries',
  /** Certificates of the member's athletes (an erased athlete's stay, unlinked and nameless). */
  certificates: 'certificates',
  rankAwards: 'rankHistory',
  gradingResults: 'gradingResults',
};

/** Collections that hold nothing of a member, each with why. */
export const COLLECTIONS_WITHOUT_MEMBER_DATA: Partial<Record<CollectionName, string>> = {
  gradings:
    'The office’s belt examinations: date, city, venue and examiners’ names; candidates are in gradingResults.',
  certificateNumbers:
    'A taken certificate number and when it was taken, so none is reused; it names nobody.',
  championshipDraws:
    'A championship’s draw: its random seed, the hash and opaque ids of the entries drawn, and the uid of the office member who drew it, with any redraw’s reason; no athlete is named.',
  championships:
    'A tournament’s entry settings, written by the office: disciplines, deadline, competition year; no person is named.',
  events:
    'The association’s public events calendar: titles, dates and places, written by the office.',
  limitSlots:
    'Abuse-limit counters: a one-way hash of the uid, address or email with a time, nothing readable; Firestore deletes each a day after its window, and an erased account’s own slots go with it.',
  media:
    'The office’s uploaded pictures: sizes, file paths and the uploading admin’s uid; no member account is linked. A picture showing a child is taken down by the office on request, not by account erasure.',
  championshipAwards:
    'Which entry of a division won which medal and its certificate’s number: opaque ids, no name; the entries and the certificates themselves are in the download.',
  gallery:
    'The association’s published gallery: captions and picture addresses written by the office, linked to no member account.',
};

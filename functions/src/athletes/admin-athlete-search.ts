import * as logger from 'firebase-functions/logger';
import { Timestamp } from 'firebase-admin/firestore';
import { recordAuditEntry } from '../admin/audit-log';
import type { Caller } from '../auth/caller';
import {
  ADMIN_ATHLETE_SEARCH_LIMIT,
  type AdminAthleteQuery,
  type AdminAthleteRow,
} from '../contracts/admin-athlete';
import { todayInKolkata } from '../contracts/calendar-days';
import { collections, COLLECTION_NAMES } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { readValidDocuments, type MalformedDocumentError } from '../db/zod-converter';
import { needsConsent } from './consent-rule';
import type { AthleteRecord } from './athlete-repository';
import type { StoredAthlete } from './stored-athlete';

// Firestore has no substring search, so the office's search reads the athletes and matches in the
// function. The association has a few thousand athletes, not millions: one read of the collection
// is a fraction of a second and costs little. Past MAX_SCANNED this needs a search index instead.

const DEADLINE_MS = 10_000;
const MAX_SCANNED = 20_000;

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed athlete document', {
    path: error.path,
    problems: error.problems,
  });
}

/** Case-insensitive substring of the name, or of the membership number. */
export function matchesQuery(athlete: StoredAthlete, q: string): boolean {
  if (q === '') return true;
  const needle = q.toLocaleLowerCase();
  return (
    athlete.fullName.toLocaleLowerCase().includes(needle) ||
    athlete.membershipNumber.toLowerCase().includes(needle)
  );
}

/**
 * Whether the record holds the consent it needs, judged on the day it was created (a child who
 * has since turned 18 was a child when the record was made).
 */
export function consentStatus(athlete: StoredAthlete): AdminAthleteRow['consent'] {
  if (athlete.consent) {
    return {
      status: 'recorded',
      noticeVersion: athlete.consent.noticeVersion,
      acceptedAt: athlete.consent.acceptedAt.toDate().toISOString(),
    };
  }
  const createdOn = todayInKolkata(athlete.createdAt.toDate());
  return {
    status: needsConsent(athlete.dateOfBirth, athlete.relationship, createdOn)
      ? 'missing'
      : 'not-needed',
  };
}

export function toAdminAthleteRow({ id, data }: AthleteRecord): AdminAthleteRow {
  return {
    id,
    membershipNumber: data.membershipNumber,
    fullName: data.fullName,
    dateOfBirth: data.dateOfBirth,
    clubId: data.clubId,
    currentRank: data.currentRank,
    guardianCount: data.guardianUids.length,
    consent: consentStatus(data),
  };
}

/**
 * GET /api/admin/athletes: up to 50 athletes by name, then membership number. The office reading
 * children's records is logged: which records were shown (ids only, never the search words, which
 * may be a child's name), to whom, when.
 */
export async function searchAthletes(
  caller: Caller,
  { q }: AdminAthleteQuery,
): Promise<AdminAthleteRow[]> {
  const snapshot = await withDeadline(
    collections.athletes().limit(MAX_SCANNED).get(),
    DEADLINE_MS,
    'Search athletes',
  );
  const rows = readValidDocuments(snapshot.docs, reportMalformed)
    .filter(({ data }) => matchesQuery(data, q))
    .sort(
      (a, b) =>
        a.data.fullName.localeCompare(b.data.fullName) ||
        a.data.membershipNumber.localeCompare(b.data.membershipNumber),
    )
    .slice(0, ADMIN_ATHLETE_SEARCH_LIMIT)
    .map(toAdminAthleteRow);
  await recordAuditEntry({
    actor: caller,
    action: 'athlete.search',
    target: { collection: COLLECTION_NAMES.athletes, id: rows.map((row) => row.id).join(',') },
    statusBefore: null,
    statusAfter: `${rows.length} shown`,
    at: Timestamp.now(),
  });
  return rows;
}

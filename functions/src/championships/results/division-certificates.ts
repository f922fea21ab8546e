import { Timestamp } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../../admin/audit-log';
import { readAthlete } from '../../athletes/athlete-repository';
import type { Caller } from '../../auth/caller';
import { readCertificate } from '../../certificates/certificate-repository';
import { prepareCertificates, type CertificateRequest } from '../../certificates/issue-certificate';
import { supersede, type CertificateRecord } from '../../certificates/supersede';
import { todayInKolkata } from '../../contracts/calendar-days';
import { collections, COLLECTION_NAMES } from '../../db/collections';
import { withDeadline } from '../../db/database-errors';
import { isAlreadyExists } from '../../db/firestore-errors';
import { findEventById } from '../../events/event-repository';
import { readEntry } from '../championship-repository';
import { latestAward } from './award-repository';
import { awardId, type MedalKind, type StoredAward } from './stored-award';

// The championship certificates of one division's medallists, kept in step with its bracket. The
// division's award records which entry holds which medal under which certificate number; a new
// outcome (a corrected final) keeps the certificates that still hold, supersedes the others and
// issues the missing ones — all in one batch with the next award version and the audit entry.

const DEADLINE_MS = 15_000;

export interface Medal {
  entryId: string;
  medal: MedalKind;
}

const medalWords: Record<MedalKind, string> = { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' };

/** The certificate's result line, e.g. "Gold, Junior Male −55 kg". */
export function medalResult(medal: MedalKind, divisionName: string): string {
  return `${medalWords[medal]}, ${divisionName}`;
}

const sameMedal = (a: Medal, b: Medal) => a.entryId === b.entryId && a.medal === b.medal;

function sameOutcome(award: StoredAward, medals: readonly Medal[]): boolean {
  return (
    award.medals.length === medals.length &&
    medals.every((medal) => award.medals.some((held) => sameMedal(held, medal)))
  );
}

/** The request for a medallist's certificate, or undefined when the athlete's record is gone. */
async function requestFor(
  eventId: string,
  medal: Medal,
  divisionName: string,
  eventTitle: string | undefined,
  actor: Caller,
): Promise<CertificateRequest | undefined> {
  const entry = await readEntry(eventId, medal.entryId);
  const athlete = entry && (await readAthlete(entry.athleteId));
  if (!entry || !athlete) return undefined;
  return {
    kind: 'championship',
    athleteId: entry.athleteId,
    holderName: athlete.fullName,
    result: medalResult(medal.medal, divisionName),
    ...(eventTitle !== undefined && { eventTitle }),
    sourceId: eventId,
    issuedByUid: actor.uid,
  };
}

async function certificateRecords(numbers: readonly string[]): Promise<CertificateRecord[]> {
  const read = await Promise.all(numbers.map((number) => readCertificate(number)));
  return read.flatMap((data, index) =>
    data?.status === 'valid' ? [{ number: numbers[index] as string, data }] : [],
  );
}

export interface DivisionOutcome {
  eventId: string;
  divisionId: string;
  divisionName: string;
  medals: readonly Medal[];
  actor: Caller;
  now?: number;
}

/** Issues what the outcome needs; false when it was already issued (by an earlier call). */
export async function issueDivisionCertificates(outcome: DivisionOutcome): Promise<boolean> {
  const { eventId, divisionId, divisionName, medals, actor, now = Date.now() } = outcome;
  const previous = await latestAward(eventId, divisionId);
  if (previous && sameOutcome(previous, medals)) return false;

  const kept = (previous?.medals ?? []).filter((held) => medals.some((m) => sameMedal(held, m)));
  const dropped = (previous?.medals ?? []).filter((held) => !kept.includes(held));
  const missing = medals.filter((medal) => !kept.some((held) => sameMedal(held, medal)));
  const event = await findEventById(eventId);
  const requests = await Promise.all(
    missing.map((medal) => requestFor(eventId, medal, divisionName, event?.title, actor)),
  );
  const issued = requests.filter((request) => request !== undefined);
  const [prepared, superseded] = await Promise.all([
    prepareCertificates(issued, now),
    certificateRecords(dropped.flatMap((held) => held.certificateNumber ?? [])),
  ]);
  const numberOf = new Map<Medal, string>();
  let next = 0;
  missing.forEach((medal, index) => {
    if (!requests[index]) return;
    const certificate = prepared[next++];
    if (certificate) numberOf.set(medal, certificate.number);
  });

  const at = Timestamp.fromMillis(now);
  const version = (previous?.version ?? 0) + 1;
  const batch = collections.championshipAwards().firestore.batch();
  batch.create(collections.championshipAwards().doc(awardId(eventId, divisionId, version)), {
    eventId,
    divisionId,
    version,
    medals: [
      ...kept,
      ...missing.map((medal) => ({ ...medal, certificateNumber: numberOf.get(medal) ?? null })),
    ],
    awardedByUid: actor.uid,
    createdAt: at,
  });
  supersede(batch, superseded, todayInKolkata(new Date(now)), at);
  for (const { number, data } of prepared) batch.set(collections.certificates().doc(number), data);
  appendAuditEntry(batch, {
    actor,
    action: 'championship.certificates',
    target: { collection: COLLECTION_NAMES.championshipAwards, id: `${eventId}__${divisionId}` },
    statusBefore: previous
      ? `${previous.medals.length} medals (version ${previous.version})`
      : null,
    statusAfter: `${prepared.length} issued, ${superseded.length} superseded`,
    at,
  });
  try {
    await withDeadline(batch.commit(), DEADLINE_MS, 'Issue championship certificates');
  } catch (error) {
    // Another call issued this version first: its certificates stand, these were never written.
    if (isAlreadyExists(error)) return false;
    throw error;
  }
  return true;
}

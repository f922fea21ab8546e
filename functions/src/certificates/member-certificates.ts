import { Timestamp } from 'firebase-admin/firestore';
import { athleteNotFound } from '../athletes/athlete-errors';
import { listAthletesGuardedBy, readGuardedAthlete } from '../athletes/athlete-repository';
import type { Caller } from '../auth/caller';
import { todayInKolkata } from '../contracts/calendar-days';
import type { MemberCertificate } from '../contracts/certificate';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { prepareCertificates } from './issue-certificate';
import {
  listCertificatesOf,
  supersede,
  validCertificatesOf,
  type CertificateRecord,
} from './supersede';
import { toMemberCertificate } from './stored-certificate';

// A member's certificates: those of the athletes they guard, each with its token for the QR code,
// and the membership certificate behind the digital ID card.

const DEADLINE_MS = 5_000;

function asMemberCertificate({ number, data }: CertificateRecord): MemberCertificate | undefined {
  const { athleteId, token } = data;
  return athleteId !== null && token !== null
    ? toMemberCertificate(number, { ...data, athleteId, token })
    : undefined;
}

/** GET /api/certificates: oldest athlete first, each athlete's certificates oldest first. */
export async function listMyCertificates(uid: string): Promise<MemberCertificate[]> {
  const athletes = await listAthletesGuardedBy(uid);
  const perAthlete = await Promise.all(athletes.map(({ id }) => listCertificatesOf(id)));
  return perAthlete.flat().flatMap((record) => asMemberCertificate(record) ?? []);
}

/**
 * POST /api/athletes/{id}/membership-certificate (a guardian): the athlete's valid membership
 * certificate, issued now if there is none, or if the name on it is no longer the athlete's (the
 * old one is then superseded). Sending it again returns the same certificate.
 */
export async function membershipCertificate(
  caller: Caller,
  athleteId: string,
  now = Date.now(),
): Promise<MemberCertificate> {
  const athlete = await readGuardedAthlete(athleteId, caller.uid);
  if (!athlete) throw athleteNotFound();
  const valid = await validCertificatesOf(athleteId, 'membership');
  const current = valid.find(
    ({ data }) =>
      data.holderName === athlete.fullName && data.membershipNumber === athlete.membershipNumber,
  );
  const existing = current && asMemberCertificate(current);
  if (existing) return existing;
  const [certificate] = await prepareCertificates(
    [
      {
        kind: 'membership',
        athleteId,
        holderName: athlete.fullName,
        membershipNumber: athlete.membershipNumber,
        issuedByUid: caller.uid,
      },
    ],
    now,
  );
  if (!certificate) throw new Error('No certificate prepared');
  const at = Timestamp.fromMillis(now);
  const batch = collections.certificates().firestore.batch();
  supersede(batch, valid, todayInKolkata(new Date(now)), at);
  batch.set(collections.certificates().doc(certificate.number), certificate.data);
  await withDeadline(batch.commit(), DEADLINE_MS, 'Issue membership certificate');
  const issued = asMemberCertificate(certificate);
  if (!issued) throw new Error('Issued certificate has no token');
  return issued;
}

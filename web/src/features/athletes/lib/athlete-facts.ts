import type { Athlete, AthleteRelationship } from '@contracts/athlete';
import { todayInKolkata } from '@contracts/calendar-days';
import { ageOn, isAdultOn } from '@contracts/date-of-birth';
import { isoDateSchema } from '@contracts/formats';

// What the screens work out from an athlete's facts: the same rules as the server's, read from
// the shared contracts, so the form asks for consent exactly when the server will want it.

/** The age in whole years today in Maharashtra. */
export function ageToday(dateOfBirth: string, today: string = todayInKolkata()): number {
  return ageOn(dateOfBirth, today);
}

/**
 * A child or ward under 18 needs a guardian's consent. Until the date of birth is a real day we
 * cannot tell, so the notice waits for it rather than asking for a consent that may not be needed.
 */
export function needsConsent(
  relationship: AthleteRelationship | '',
  dateOfBirth: string,
  today: string = todayInKolkata(),
): boolean {
  if (relationship !== 'child' && relationship !== 'ward') return false;
  if (!isoDateSchema.safeParse(dateOfBirth).success || dateOfBirth >= today) return false;
  return !isAdultOn(dateOfBirth, today);
}

/** How the card words the consent on record. */
export type ConsentStanding =
  | { kind: 'given'; byYou: boolean; acceptedAt: string; noticeVersion: string }
  | { kind: 'adult' }
  | { kind: 'missing' };

export function consentStanding(
  athlete: Athlete,
  myUid: string | undefined,
  today: string = todayInKolkata(),
): ConsentStanding {
  const consent = athlete.consent;
  if (consent) {
    return {
      kind: 'given',
      byYou: consent.byUid === myUid,
      acceptedAt: consent.acceptedAt,
      noticeVersion: consent.noticeVersion,
    };
  }
  if (athlete.relationship === 'self' || isAdultOn(athlete.dateOfBirth, today)) {
    return { kind: 'adult' };
  }
  return { kind: 'missing' };
}

import { athleteMessages, type AthleteRelationship, type ConsentInput } from '../contracts/athlete';
import { isAdultOn } from '../contracts/date-of-birth';
import { isoDateSchema } from '../contracts/formats';
import { PRIVACY_NOTICE_VERSION } from '../contracts/privacy-notice';

// The rules about who may hold an athlete record and when a guardian's consent is needed, as
// plain functions of dates and flags (today is a YYYY-MM-DD day in Asia/Kolkata): the services
// read the facts, these decide.

/** A record for someone under 18 (a child or ward) is only kept with a guardian's consent. */
export function needsConsent(
  dateOfBirth: string,
  relationship: AthleteRelationship,
  today: string,
): boolean {
  return relationship !== 'self' && !isAdultOn(dateOfBirth, today);
}

/**
 * What is wrong with the consent sent for a minor, as the text for `errors.consent`, or undefined
 * when it is a consent to the notice now in force.
 */
export function consentProblem(consent: ConsentInput | undefined): string | undefined {
  if (!consent) return athleteMessages.consentRequired;
  if (consent.noticeVersion !== PRIVACY_NOTICE_VERSION) return athleteMessages.consentOutdated;
  return undefined;
}

/** A profile's date of birth if it is a real calendar day, else undefined (read defensively). */
export function knownDateOfBirth(value: unknown): string | undefined {
  return typeof value === 'string' && isoDateSchema.safeParse(value).success ? value : undefined;
}

export interface GuardianFacts {
  /** Read fresh from Auth, not from the caller's token (which may predate the verification). */
  emailVerified: boolean;
  /** The account's own date of birth from its profile, if any. */
  dateOfBirth: string | undefined;
}

/**
 * An identifiable adult: the account's email is verified and its own date of birth makes it 18 or
 * over. This is how a guardian's consent is verified, and the method the consent record names.
 */
export function isVerifiableAdult(facts: GuardianFacts, today: string): boolean {
  return (
    facts.emailVerified && facts.dateOfBirth !== undefined && isAdultOn(facts.dateOfBirth, today)
  );
}

/**
 * Whether an account may hold itself as an athlete: the athlete's date of birth it gives must be
 * adult, and so must the profile's own when it has one (a minor's account cannot get round the
 * rule by typing another year into the athlete form).
 */
export function mayHoldSelf(
  athleteDateOfBirth: string,
  profileDateOfBirth: string | undefined,
  today: string,
): boolean {
  if (!isAdultOn(athleteDateOfBirth, today)) return false;
  return profileDateOfBirth === undefined || isAdultOn(profileDateOfBirth, today);
}

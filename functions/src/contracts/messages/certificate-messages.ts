// Texts of the grading, rank and certificate forms and of their API answers (English). The Marathi
// twin beside it gives every key.

export type CertificateMessageKey =
  | 'dateRequired'
  | 'cityRequired'
  | 'venueRequired'
  | 'examinersRequired'
  | 'tooLong'
  | 'tooMany'
  | 'athleteRequired'
  | 'rankRequired'
  | 'resultRequired'
  | 'resultsRequired'
  | 'duplicateAthlete'
  | 'reasonRequired'
  | 'awardedOnBeforeLast'
  | 'awardedOnFuture'
  | 'rankNotHigher'
  | 'rankTooFar'
  | 'numberInvalid'
  | 'tokenRequired'
  | 'certificateNotFound'
  | 'alreadyRevoked'
  | 'gradingNotFound'
  | 'gradingNotHeldYet'
  | 'resultExists'
  | 'signingUnavailable'
  | 'tooManyLookups';
export type CertificateMessages = Readonly<Record<CertificateMessageKey, string>>;

export const certificateMessages: CertificateMessages = {
  dateRequired: 'Please give the date as YYYY-MM-DD',
  cityRequired: 'Please give the city',
  venueRequired: 'Please give the venue',
  examinersRequired: 'Please name at least one examiner',
  tooLong: 'This is too long',
  tooMany: 'Too many entries at once',
  athleteRequired: 'Please choose an athlete',
  rankRequired: 'Please choose a rank',
  resultRequired: 'Please choose pass or fail',
  resultsRequired: 'Please record at least one result',
  duplicateAthlete: 'This athlete appears twice in the list',
  reasonRequired: 'Please give the reason (e.g. which certificate was shown)',
  awardedOnBeforeLast: 'A rank never goes down: this date is before the athlete’s last rank',
  awardedOnFuture: 'The date cannot be in the future',
  rankNotHigher: 'A rank never goes down: choose a rank above the current one',
  rankTooFar: 'This skips more ranks than one grading may award',
  numberInvalid: 'A certificate number looks like MTA-C-2026-000123',
  tokenRequired: 'Please give the certificate code',
  certificateNotFound: 'No certificate has this number',
  alreadyRevoked: 'This certificate is already revoked',
  gradingNotFound: 'Grading not found',
  gradingNotHeldYet: 'Results can be recorded from the day of the grading',
  resultExists: 'A result is already recorded for this athlete at this grading',
  signingUnavailable: 'Certificates cannot be signed right now; please try again later',
  tooManyLookups: 'Too many certificate checks from here; please wait a minute',
};

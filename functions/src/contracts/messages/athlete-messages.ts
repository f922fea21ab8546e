import type { AthleteMessages } from './types';

// Texts of the athlete, guardian, profile and account forms and of their API answers. The server
// always answers in English; the Marathi web build reads athlete-messages.mr.ts instead.
export const athleteMessages: AthleteMessages = {
  fullNameRequired: 'Full name is required',
  tooLong: 'This is too long',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  dateOfBirthFuture: 'Date of birth must be in the past',
  dateOfBirthTooOld: 'Please check the year of birth',
  genderRequired: 'Please choose male or female (competition divisions need one of the two)',
  clubRequired: 'Please choose a club',
  relationshipRequired: 'Please say who the athlete is to you',
  consentRequired:
    'A child under 18 can only be added with a parent or guardian’s consent: please read the notice and tick the box',
  consentOutdated:
    'The consent notice has changed since you opened it: please read the current notice and tick the box again',
  guardianRequired:
    'A person under 18 cannot hold their own record: a parent or guardian must add them',
  guardianNotVerified:
    'To consent for a child you must be an identifiable adult: verify your email address and add your own date of birth (18 or over) in your profile first',
  selfAlreadyHeld: 'You already hold your own athlete record',
  nothingToChange: 'Nothing to change: send at least one field',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  guardiansFull: 'An athlete can have at most two guardians',
  alreadyGuardian: 'That person is already a guardian of this athlete',
  inviteInvalid: 'This invitation is not valid any more: ask the guardian to send a new one',
  inviteWrongAccount:
    'This invitation was sent to another email address: sign in with that address to accept it',
  athleteNotFound: 'Athlete not found',
  phoneInvalid: 'Please enter a valid Indian phone number',
  nameRequired: 'Name is required',
  confirmEmailMismatch: 'Type your account’s email address exactly to confirm',
};

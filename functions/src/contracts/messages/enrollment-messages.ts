import type { EnrollmentMessages } from './types';

// The enrollment form's and API's texts, the association's own strings verbatim. The server
// always answers with these; the Marathi web build reads enrollment-messages.mr.ts instead.
export const enrollmentMessages: EnrollmentMessages = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Please enter a valid Indian phone number',
  dateOfBirthRequired: 'Date of birth is required',
  dateOfBirthInvalid: 'Please enter a valid date of birth',
  dateOfBirthFuture: 'Date of birth must be in the past',
  dateOfBirthTooOld: 'Please check the year of birth',
  genderRequired: 'Please select a gender',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  stateInvalid: 'Enrollment is open to residents of Maharashtra',
  pincodeRequired: 'Pincode is required',
  pincodeInvalid: 'Pincode must be 6 digits',
  emergencyContactRequired: 'Emergency contact name is required',
  emergencyPhoneRequired: 'Emergency contact phone is required',
  programRequired: 'Please choose a program',
  experienceRequired: 'Please choose your experience',
  howDidYouHearRequired: 'Please tell us how you heard about us',
  termsRequired: 'Please accept the Terms and Conditions',
  termsInvalid: 'The terms field must be true or false',
  tooLong: 'This is too long',
  // Errors
  notSignedIn: 'You must be logged in to enroll. Please log in and try again.',
  sessionExpired: 'Your session has expired. Please log in again.',
  serviceUnavailable: 'The enrollment service is currently unavailable. Please try again later.',
  failed: 'Failed to submit enrollment. Please try again.',
  failedShort: 'Failed to submit enrollment',
  listFailed: 'Failed to fetch enrollments',
  noEnrollments: "You haven't enrolled in any programs yet.",
  submitted: 'Your enrollment has been received.',
  enrollmentNotFound: 'Enrollment not found',
  tooMany:
    'You have sent several enrollments in the last few minutes. Please wait a little and try again.',
  idempotencyKeyInvalid: 'Idempotency-Key must be 16 to 64 letters, digits, hyphens or underscores',
  testOnly: 'Validation only — nothing was stored. Please submit your enrollment again.',
};

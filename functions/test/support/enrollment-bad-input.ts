import { enrollmentMessages as m } from '../../src/contracts/enrollment';
import { enrollmentForm } from './submissions';

// The bad enrollment payloads every door must refuse with 400 / invalid-argument: one row per
// mistake, with the field errors it must produce (a subset: other fields may be named too).

export const TEN_KB = 'x'.repeat(10 * 1024);

/** Days from today in Asia/Kolkata as YYYY-MM-DD. */
function kolkataDay(days: number): string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
  return format.format(new Date(Date.now() + days * 86_400_000));
}

export interface BadPayload {
  label: string;
  body: unknown;
  /** Field → message (or any string) that must be in `errors`; `body` is the root of the payload. */
  errors: Record<string, string | RegExp>;
}

const without = (field: string) =>
  Object.fromEntries(Object.entries(enrollmentForm()).filter(([key]) => key !== field));

const REQUIRED: Array<[string, string]> = [
  ['fullName', m.fullNameRequired],
  ['email', m.emailRequired],
  ['phone', m.phoneRequired],
  ['dateOfBirth', m.dateOfBirthRequired],
  ['gender', m.genderRequired],
  ['address', m.addressRequired],
  ['city', m.cityRequired],
  ['state', m.stateInvalid],
  ['pincode', m.pincodeRequired],
  ['emergencyContact', m.emergencyContactRequired],
  ['emergencyPhone', m.emergencyPhoneRequired],
  ['program', m.programRequired],
  ['experience', m.experienceRequired],
  ['howDidYouHear', m.howDidYouHearRequired],
];

const TEXT_FIELDS = ['fullName', 'email', 'phone', 'address', 'city', 'pincode'] as const;
const ANY = /./;

export const badEnrollmentPayloads: BadPayload[] = [
  ...REQUIRED.map(([field, message]) => ({
    label: `no ${field}`,
    body: without(field),
    errors: { [field]: message },
  })),
  { label: 'an empty object', body: {}, errors: { fullName: m.fullNameRequired } },
  { label: 'an array', body: [enrollmentForm()], errors: { body: ANY } },
  {
    label: 'a number for fullName',
    body: enrollmentForm({ fullName: 42 }),
    errors: { fullName: ANY },
  },
  {
    label: 'a number for phone',
    body: enrollmentForm({ phone: 9822000001 }),
    errors: { phone: ANY },
  },
  // terms may be left out or false (stored as not accepted), but when sent it must be a boolean.
  {
    label: 'a string for terms',
    body: enrollmentForm({ terms: 'true' }),
    errors: { terms: m.termsInvalid },
  },
  {
    label: 'null terms',
    body: enrollmentForm({ terms: null }),
    errors: { terms: m.termsInvalid },
  },
  {
    label: 'nulls',
    body: enrollmentForm({ city: null, gender: null }),
    errors: { city: ANY, gender: m.genderRequired },
  },
  {
    label: 'an object for address',
    body: enrollmentForm({ address: { $gt: '' } }),
    errors: { address: ANY },
  },
  {
    label: 'a list for program',
    body: enrollmentForm({ program: ['teens'] }),
    errors: { program: m.programRequired },
  },
  {
    label: 'an unknown gender',
    body: enrollmentForm({ gender: 'robot' }),
    errors: { gender: m.genderRequired },
  },
  {
    label: 'an unknown program',
    body: enrollmentForm({ program: 'karate' }),
    errors: { program: m.programRequired },
  },
  {
    label: 'an unknown experience',
    body: enrollmentForm({ experience: 'expert' }),
    errors: { experience: m.experienceRequired },
  },
  {
    label: 'an unknown howDidYouHear',
    body: enrollmentForm({ howDidYouHear: 'tv' }),
    errors: { howDidYouHear: m.howDidYouHearRequired },
  },
  {
    label: 'another state',
    body: enrollmentForm({ state: 'Goa' }),
    errors: { state: m.stateInvalid },
  },
  ...TEXT_FIELDS.map((field) => ({
    label: `a 10 KB ${field}`,
    body: enrollmentForm({ [field]: TEN_KB }),
    errors: { [field]: ANY },
  })),
  {
    label: 'a 10 KB medical note',
    body: enrollmentForm({ medicalConditions: TEN_KB }),
    errors: { medicalConditions: m.tooLong },
  },
  {
    label: 'an extra status field',
    body: enrollmentForm({ status: 'approved' }),
    errors: { body: ANY },
  },
  {
    label: 'an extra uid field',
    body: enrollmentForm({ uid: 'someone-else' }),
    errors: { body: ANY },
  },
  {
    label: 'a future date of birth',
    body: enrollmentForm({ dateOfBirth: kolkataDay(30) }),
    errors: { dateOfBirth: m.dateOfBirthFuture },
  },
  {
    label: 'a date of birth today',
    body: enrollmentForm({ dateOfBirth: kolkataDay(0) }),
    errors: { dateOfBirth: m.dateOfBirthFuture },
  },
  {
    label: 'an impossible date of birth',
    body: enrollmentForm({ dateOfBirth: '2010-02-30' }),
    errors: { dateOfBirth: m.dateOfBirthInvalid },
  },
  {
    label: 'a 5-digit pincode',
    body: enrollmentForm({ pincode: '41100' }),
    errors: { pincode: m.pincodeInvalid },
  },
  {
    label: 'a non-Indian phone',
    body: enrollmentForm({ phone: '+1 415 555 0100' }),
    errors: { phone: m.phoneInvalid },
  },
  {
    label: 'a non-Indian emergency phone',
    body: enrollmentForm({ emergencyPhone: '+44 20 7946 0958' }),
    errors: { emergencyPhone: m.phoneInvalid },
  },
  {
    label: 'a malformed email',
    body: enrollmentForm({ email: 'asha@' }),
    errors: { email: m.emailInvalid },
  },
];

/**
 * Idempotency keys POST /api/enrollments and the callable must refuse. Leaving the key out is
 * refused by the callable only (REST then derives one).
 */
export const badIdempotencyKeys: Array<[label: string, key: string]> = [
  ['an empty key', ''],
  ['a short key', 'abc123'],
  ['a 65-character key', 'k'.repeat(65)],
  ['a key with spaces', 'not a valid key at all'],
  ['a key with symbols', 'key:0123456789abcdef'],
];

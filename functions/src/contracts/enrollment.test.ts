import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  ageOn,
  enrollmentCreatedResponseSchema,
  enrollmentDefaults,
  enrollmentFormSchema,
  enrollmentMessages as m,
  enrollmentPayloadSchema,
  enrollmentStatuses,
  idempotencyKeySchema,
  REFERENCE_ALPHABET,
  referenceNumberPattern,
} from './enrollment';
import { experienceLevels, genders, howDidYouHearOptions, programs } from './enums';
import { toFieldErrors } from './field-errors';

const valid = {
  fullName: 'Asha Patil',
  email: 'asha@example.com',
  phone: '+91 98220 00001',
  dateOfBirth: '2010-04-05',
  gender: 'female',
  address: '12 FC Road, Shivajinagar',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  emergencyContact: 'Ravi Patil',
  emergencyPhone: '020 2553 0000',
  program: 'teens',
  experience: 'none',
  howDidYouHear: 'friend',
  terms: true,
} as const;

/** What REST contract clients send: every form field, no terms. */
const withoutTerms = Object.fromEntries(
  Object.entries(valid).filter(([field]) => field !== 'terms'),
);

/** One wrong value per row, and the one message it must produce. */
const refusals: Array<readonly [field: string, value: unknown, message: string]> = [
  ['fullName', '   ', m.fullNameRequired],
  ['fullName', 'x'.repeat(101), m.tooLong],
  ['email', '', m.emailRequired],
  ['email', 'asha@', m.emailInvalid],
  ['email', `${'a'.repeat(250)}@b.in`, m.emailInvalid],
  ['phone', ' ', m.phoneRequired],
  ['phone', '12345', m.phoneInvalid],
  ['phone', '+1 415 555 0100', m.phoneInvalid],
  ['phone', '9'.repeat(21), m.phoneInvalid],
  ['dateOfBirth', '', m.dateOfBirthRequired],
  ['dateOfBirth', '05/04/2010', m.dateOfBirthInvalid],
  ['dateOfBirth', '2010-02-30', m.dateOfBirthInvalid],
  ['dateOfBirth', '1900-01-01', m.dateOfBirthTooOld],
  ['gender', '', m.genderRequired],
  ['gender', 'robot', m.genderRequired],
  ['address', '', m.addressRequired],
  ['address', 'x'.repeat(301), m.tooLong],
  ['city', '', m.cityRequired],
  ['state', 'Goa', m.stateInvalid],
  ['pincode', '', m.pincodeRequired],
  ['pincode', '41100', m.pincodeInvalid],
  ['pincode', '011004', m.pincodeInvalid],
  ['pincode', '4110045', m.pincodeInvalid],
  ['emergencyContact', '', m.emergencyContactRequired],
  ['emergencyPhone', '', m.emergencyPhoneRequired],
  ['emergencyPhone', 'call me', m.phoneInvalid],
  ['program', 'karate', m.programRequired],
  ['experience', 42, m.experienceRequired],
  ['medicalConditions', 'x'.repeat(1001), m.tooLong],
  ['howDidYouHear', 'tv', m.howDidYouHearRequired],
  ['terms', 'true', m.termsInvalid],
  ['terms', 1, m.termsInvalid],
  ['terms', null, m.termsInvalid],
];

function errorsOf(input: unknown, schema: z.ZodType = enrollmentPayloadSchema) {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

/** YYYY-MM-DD in Asia/Kolkata, `days` from today. */
function kolkataDay(days: number): string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
  return format.format(new Date(Date.now() + days * 86_400_000));
}

describe('enrollmentPayloadSchema', () => {
  it('accepts a complete form and trims text', () => {
    const parsed = enrollmentPayloadSchema.parse({ ...valid, fullName: '  Asha Patil ' });
    expect(parsed.fullName).toBe('Asha Patil');
    expect(parsed.medicalConditions).toBeUndefined();
  });

  it('keeps the form types: closed sets may start as the empty placeholder', () => {
    type Input = z.input<typeof enrollmentPayloadSchema>;
    expectTypeOf<''>().toExtend<Input['gender']>();
    expectTypeOf<''>().toExtend<Input['howDidYouHear']>();
  });

  it('says, with its own message, which required field is missing', () => {
    expect(errorsOf({})).toEqual({
      fullName: m.fullNameRequired,
      email: m.emailRequired,
      phone: m.phoneRequired,
      dateOfBirth: m.dateOfBirthRequired,
      gender: m.genderRequired,
      address: m.addressRequired,
      city: m.cityRequired,
      state: m.stateInvalid,
      pincode: m.pincodeRequired,
      emergencyContact: m.emergencyContactRequired,
      emergencyPhone: m.emergencyPhoneRequired,
      program: m.programRequired,
      experience: m.experienceRequired,
      howDidYouHear: m.howDidYouHearRequired,
    });
  });

  it('takes terms as optional: true, false or left out (REST contract clients send none)', () => {
    expect(enrollmentPayloadSchema.parse(valid).terms).toBe(true);
    expect(enrollmentPayloadSchema.parse({ ...valid, terms: false }).terms).toBe(false);
    expect(enrollmentPayloadSchema.parse(withoutTerms).terms).toBeUndefined();
  });

  it.each(refusals)('refuses %s = %j with %j', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it('can produce every validation message it owns', () => {
    // The rest are answers and screen texts, not about one field.
    const notAboutFields: string[] = [
      m.notSignedIn,
      m.sessionExpired,
      m.serviceUnavailable,
      m.failed,
      m.failedShort,
      m.listFailed,
      m.noEnrollments,
      m.submitted,
      m.enrollmentNotFound,
      m.tooMany,
      m.testOnly,
      m.idempotencyKeyInvalid, // idempotencyKeySchema's, tested below
    ];
    const rows = [...refusals, ['dateOfBirth', kolkataDay(1), m.dateOfBirthFuture] as const];
    const produced = new Set(
      rows.map(([field, value]) => errorsOf({ ...valid, [field]: value })[field]),
    );
    produced.add(errorsOf({ ...valid, terms: false }, enrollmentFormSchema).terms);
    for (const message of Object.values(m)) {
      if (!notAboutFields.includes(message)) expect(produced).toContain(message);
    }
  });

  it('refuses a date of birth today or in the future (judged in India)', () => {
    expect(errorsOf({ ...valid, dateOfBirth: kolkataDay(0) })).toEqual({
      dateOfBirth: m.dateOfBirthFuture,
    });
    expect(errorsOf({ ...valid, dateOfBirth: kolkataDay(400) })).toEqual({
      dateOfBirth: m.dateOfBirthFuture,
    });
    expect(errorsOf({ ...valid, dateOfBirth: kolkataDay(-1) })).toEqual({});
  });

  it.each(['9822000001', '+919822000001', '09822000001', '98220-00001', '(020) 2553 0000'])(
    'accepts the Indian phone %j',
    (phone) => {
      expect(errorsOf({ ...valid, phone })).toEqual({});
    },
  );

  it('refuses unknown fields (strict) at the root', () => {
    expect(errorsOf({ ...valid, status: 'approved' })).toEqual({ body: expect.any(String) });
  });

  it('accepts every value of every closed set', () => {
    for (const gender of genders) expect(errorsOf({ ...valid, gender })).toEqual({});
    for (const program of programs) expect(errorsOf({ ...valid, program })).toEqual({});
    for (const experience of experienceLevels) {
      expect(errorsOf({ ...valid, experience })).toEqual({});
    }
    for (const howDidYouHear of howDidYouHearOptions) {
      expect(errorsOf({ ...valid, howDidYouHear })).toEqual({});
    }
  });

  it('starts the form with the defaults, which are valid values', () => {
    expect(enrollmentDefaults).toEqual({
      state: 'Maharashtra',
      program: 'beginners',
      experience: 'none',
    });
    expect(errorsOf({ ...valid, ...enrollmentDefaults })).toEqual({});
  });
});

describe('enrollmentFormSchema', () => {
  it('is the payload with the terms box required', () => {
    expect(errorsOf(valid, enrollmentFormSchema)).toEqual({});
    for (const form of [withoutTerms, { ...valid, terms: false }, { ...valid, terms: 'true' }]) {
      expect(errorsOf(form, enrollmentFormSchema)).toEqual({ terms: m.termsRequired });
    }
    expect(errorsOf({ ...valid, pincode: '1' }, enrollmentFormSchema)).toEqual({
      pincode: m.pincodeInvalid,
    });
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('2010-04-05', '2026-04-04')).toBe(15);
    expect(ageOn('2010-04-05', '2026-04-05')).toBe(16);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('idempotencyKeySchema', () => {
  it.each(['a'.repeat(16), 'A-z_0'.repeat(12).slice(0, 64), crypto.randomUUID()])(
    'accepts %j',
    (key) => {
      expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    },
  );

  it.each([undefined, 42, '', 'short', 'a'.repeat(65), 'with space 1234567', 'ключ'.repeat(5)])(
    'refuses %j with its message',
    (key) => {
      expect(idempotencyKeySchema.safeParse(key).error?.issues[0]?.message).toBe(
        m.idempotencyKeyInvalid,
      );
    },
  );
});

describe('reference numbers and answers', () => {
  it('uses an alphabet of 32 characters that cannot be misread (no 0/O, 1/I)', () => {
    expect(new Set(REFERENCE_ALPHABET).size).toBe(32);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01OI]/);
    expect('MTA-2026-7K3M9Q').toMatch(referenceNumberPattern);
    expect('MTA-2026-7K3M9O').not.toMatch(referenceNumberPattern);
    expect('MTA-26-7K3M9Q').not.toMatch(referenceNumberPattern);
  });

  it('knows the three statuses, pending first', () => {
    expect(enrollmentStatuses).toEqual(['pending', 'approved', 'rejected']);
  });

  it('describes the created answer', () => {
    const answer = {
      success: true,
      message: m.submitted,
      data: {
        _id: 'x',
        id: 'x',
        referenceNumber: 'MTA-2026-7K3M9Q',
        program: 'teens',
        status: 'pending',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
    };
    expect(enrollmentCreatedResponseSchema.parse(answer)).toEqual(answer);
  });
});

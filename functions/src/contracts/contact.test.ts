import { describe, expect, it } from 'vitest';
import {
  contactMessages as m,
  contactPayloadSchema,
  contactStatuses,
  contactUpdateSchema,
} from './contact';
import { enquiryTypes } from './enums';
import { toFieldErrors } from './field-errors';

const valid = {
  name: 'Asha Patil',
  email: 'asha@example.com',
  subject: 'Trial class',
  message: 'Can my daughter join a trial class on Saturday?',
};

function errorsOf(input: unknown) {
  const result = contactPayloadSchema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('contactPayloadSchema', () => {
  it('accepts the form without phone and enquiry type, defaulting the type to general', () => {
    expect(contactPayloadSchema.parse(valid)).toEqual({ ...valid, enquiryType: 'general' });
  });

  it('reports every required field with its exact text', () => {
    expect(errorsOf({})).toEqual({
      name: m.nameRequired,
      email: m.emailRequired,
      subject: m.subjectRequired,
      message: m.messageRequired,
    });
  });

  it.each([
    ['name', ' ', m.nameRequired],
    ['name', 'x'.repeat(101), m.tooLong],
    ['email', 'asha@example', m.emailInvalid],
    ['subject', 'x'.repeat(201), m.tooLong],
    ['message', '   ', m.messageRequired],
    ['message', 'Too short', m.messageTooShort],
    ['message', 'x'.repeat(5001), m.tooLong],
    ['phone', 'call me maybe', m.phoneInvalid],
    ['phone', '1'.repeat(21), m.phoneInvalid],
    ['enquiryType', 'complaint', m.enquiryTypeInvalid],
    ['enquiryType', 7, m.enquiryTypeInvalid],
  ])('refuses %s = %j with %j', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  it.each(['', '+91 98220 00001', '+1 (415) 555-0100', '020-2553-0000'])(
    'accepts the phone %j (enquiries may come from anywhere)',
    (phone) => {
      expect(errorsOf({ ...valid, phone })).toEqual({});
    },
  );

  it('accepts every enquiry type and refuses unknown fields', () => {
    for (const enquiryType of enquiryTypes) expect(errorsOf({ ...valid, enquiryType })).toEqual({});
    expect(errorsOf({ ...valid, status: 'closed' })).toEqual({ body: expect.any(String) });
  });
});

describe('contactUpdateSchema', () => {
  it('takes one of the statuses and nothing else', () => {
    expect(contactStatuses).toEqual(['new', 'read', 'replied', 'closed', 'spam']);
    for (const status of contactStatuses) {
      expect(contactUpdateSchema.safeParse({ status }).success).toBe(true);
    }
    expect(contactUpdateSchema.safeParse({ status: 'archived' }).success).toBe(false);
    expect(contactUpdateSchema.safeParse({ status: 'read', message: 'x' }).success).toBe(false);
    expect(contactUpdateSchema.safeParse({}).success).toBe(false);
  });
});

import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { contactPayloadSchema, contactSchema } from '../contracts/contact';
import { newStoredContact, storedContactSchema, toApiContact } from './stored-contact';

const NOW = Date.parse('2026-03-04T05:06:07.089Z');
const payload = contactPayloadSchema.parse({
  name: 'Asha Patil',
  email: 'asha@example.com',
  subject: 'Trial class',
  message: 'Can my daughter join a trial class on Saturday?',
});

describe('newStoredContact', () => {
  it('writes every field: no phone is "", the type defaults to general, status starts new', () => {
    const stored = newStoredContact('u1', payload, NOW);
    expect(storedContactSchema.strict().parse(stored)).toEqual({
      uid: 'u1',
      name: 'Asha Patil',
      email: 'asha@example.com',
      phone: '',
      subject: 'Trial class',
      message: 'Can my daughter join a trial class on Saturday?',
      enquiryType: 'general',
      status: 'new',
      createdAt: Timestamp.fromMillis(NOW),
      updatedAt: Timestamp.fromMillis(NOW),
    });
  });
});

describe('toApiContact', () => {
  it('answers with the id twice and ISO times', () => {
    const contact = toApiContact(
      'c1',
      newStoredContact('u1', { ...payload, phone: '9822000001' }, NOW),
    );
    expect(contactSchema.strict().parse(contact)).toMatchObject({
      _id: 'c1',
      id: 'c1',
      phone: '9822000001',
      createdAt: '2026-03-04T05:06:07.089Z',
      updatedAt: '2026-03-04T05:06:07.089Z',
    });
  });
});

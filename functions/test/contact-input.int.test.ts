import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '../src/contracts/api-envelope';
import { contactMessages as m } from '../src/contracts/contact';
import { bearer, resetAuth, signUp, type Session } from './support/auth-emulator';
import { countDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { contactForm, postContact } from './support/submissions';

// Bad input on POST /api/contact: 400 with field errors, never a 500, nothing stored.

const TEN_KB = 'x'.repeat(10 * 1024);
const ANY = /./;
const without = (field: string) =>
  Object.fromEntries(Object.entries(contactForm()).filter(([key]) => key !== field));

const rows: Array<[label: string, body: unknown, errors: Record<string, string | RegExp>]> = [
  ['no name', without('name'), { name: m.nameRequired }],
  ['no email', without('email'), { email: m.emailRequired }],
  ['no subject', without('subject'), { subject: m.subjectRequired }],
  ['no message', without('message'), { message: m.messageRequired }],
  ['an empty object', {}, { name: m.nameRequired, message: m.messageRequired }],
  ['an array', [contactForm()], { body: ANY }],
  ['blank name', contactForm({ name: '   ' }), { name: m.nameRequired }],
  ['a malformed email', contactForm({ email: 'asha@example' }), { email: m.emailInvalid }],
  ['a short message', contactForm({ message: 'Hi there' }), { message: m.messageTooShort }],
  ['a number for name', contactForm({ name: 42 }), { name: ANY }],
  ['a number for phone', contactForm({ phone: 9822000001 }), { phone: ANY }],
  ['null message', contactForm({ message: null }), { message: ANY }],
  ['an object for subject', contactForm({ subject: { $ne: '' } }), { subject: ANY }],
  [
    'an unknown enquiry type',
    contactForm({ enquiryType: 'complaint' }),
    { enquiryType: m.enquiryTypeInvalid },
  ],
  ['a phone with letters', contactForm({ phone: 'call me maybe' }), { phone: m.phoneInvalid }],
  ['a 10 KB name', contactForm({ name: TEN_KB }), { name: m.tooLong }],
  ['a 10 KB subject', contactForm({ subject: TEN_KB }), { subject: m.tooLong }],
  ['a 10 KB message', contactForm({ message: TEN_KB }), { message: m.tooLong }],
  ['a 10 KB phone', contactForm({ phone: TEN_KB }), { phone: m.phoneInvalid }],
  ['an extra status field', contactForm({ status: 'closed' }), { body: ANY }],
  ['an extra uid field', contactForm({ uid: 'someone-else' }), { body: ANY }],
];

let member: Session;

beforeAll(async () => {
  await waitForHealthyApi();
  await Promise.all([resetAuth(), resetFirestore()]);
  member = await signUp('contact-input@example.com', 'Lotus-Kick-88');
});

describe('POST /api/contact', () => {
  it.each(rows)('answers %s with 400 and field errors', async (_, body, errors) => {
    const response = await postContact(member.idToken, body);
    expect(response.status).toBe(400);
    const answer = apiErrorBodySchema.parse(await response.json());
    for (const [field, message] of Object.entries(errors)) {
      expect(answer.errors?.[field]).toMatch(message);
    }
    expect(await countDocuments('contacts')).toBe(0);
  });

  it('answers an empty body with 400 and a body error', async () => {
    const response = await api('/api/contact', { method: 'POST', headers: bearer(member.idToken) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { body: expect.any(String) } });
    expect(await countDocuments('contacts')).toBe(0);
  });

  it.each(['{"name":', 'not json', 'null', '"text"'])('answers JSON %j with 400', async (raw) => {
    const response = await api('/api/contact', {
      method: 'POST',
      headers: { ...bearer(member.idToken), 'content-type': 'application/json' },
      body: raw,
    });
    expect(response.status).toBe(400);
    expect(await countDocuments('contacts')).toBe(0);
  });

  it('answers a form-encoded body with 415', async () => {
    const response = await api('/api/contact', {
      method: 'POST',
      headers: { ...bearer(member.idToken), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Asha&message=Hello+there+friends',
    });
    expect(response.status).toBe(415);
    expect(await countDocuments('contacts')).toBe(0);
  });

  it('accepts an international phone number (enquiries may come from abroad)', async () => {
    expect(
      (await postContact(member.idToken, contactForm({ phone: '+1 415 555 0100' }))).status,
    ).toBe(201);
    expect(await countDocuments('contacts')).toBe(1);
  });
});

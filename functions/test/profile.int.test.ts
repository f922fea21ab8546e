import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { athleteMessages as m } from '../src/contracts/messages/athlete-messages';
import { apiItemResponseSchema } from '../src/contracts/api-envelope';
import { userSchema } from '../src/contracts/user';
import {
  bearer,
  jsonInit,
  resetAuth,
  signUp,
  testAuth,
  type Session,
} from './support/auth-emulator';
import { listDocuments, resetFirestore, testDb } from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';

// PUT /api/users/profile over HTTP: the member corrects their own name, phone and date of birth.

const userAnswer = apiItemResponseSchema(userSchema);
let member: Session;

const putProfile = (body: unknown, token: string | null = member.idToken) =>
  api('/api/users/profile', jsonInit('PUT', body, token ? bearer(token) : {}));

/** Days from today in Asia/Kolkata as YYYY-MM-DD. */
function kolkataDay(days: number): string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
  return format.format(new Date(Date.now() + days * 86_400_000));
}

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  member = await signUp('meera@example.com', 'Lotus-Kick-88');
});

describe('PUT /api/users/profile', () => {
  it('answers 401 signed out, and stores nothing', async () => {
    const response = await putProfile({ name: 'Meera Joshi' }, null);
    expect(response.status).toBe(401);
    expect(await listDocuments('users')).toEqual([]);
  });

  it('stores the three fields, answers the user, and keeps the Auth name in step', async () => {
    const response = await putProfile({
      name: '  Meera Joshi ',
      phone: '+91 98220 00002',
      dateOfBirth: '1986-07-14',
    });
    expect(response.status).toBe(200);
    const { data } = userAnswer.parse(await response.json());
    expect(data).toMatchObject({
      id: member.uid,
      name: 'Meera Joshi',
      email: 'meera@example.com',
      phone: '+91 98220 00002',
      phoneNumber: '+91 98220 00002',
      dateOfBirth: '1986-07-14',
    });
    const stored = (await testDb().doc(`users/${member.uid}`).get()).data();
    expect(stored).toMatchObject({ name: 'Meera Joshi', dateOfBirth: '1986-07-14' });
    const account = await testAuth().getUser(member.uid);
    expect(account.displayName).toBe('Meera Joshi');
    expect(account.phoneNumber).toBe('+919822000002');

    const me = await api('/api/auth/me', { headers: bearer(member.idToken) });
    expect(userAnswer.parse(await me.json()).data.dateOfBirth).toBe('1986-07-14');
  });

  it('changes only what is sent, and clears the date of birth and phone with ""', async () => {
    await putProfile({ name: 'Meera Joshi', phone: '9822000002', dateOfBirth: '1986-07-14' });
    const response = await putProfile({ dateOfBirth: '', phone: '' });
    expect(response.status).toBe(200);
    const { data } = userAnswer.parse(await response.json());
    expect(data).toMatchObject({ name: 'Meera Joshi', phone: '', dateOfBirth: '' });
    expect((await testAuth().getUser(member.uid)).phoneNumber).toBeUndefined();
  });

  const bad: Array<[string, unknown, Record<string, string>]> = [
    ['an empty object', {}, { body: m.nothingToChange }],
    ['an empty name', { name: '  ' }, { name: m.nameRequired }],
    ['a number for a name', { name: 42 }, { name: m.nameRequired }],
    ['a long name', { name: 'x'.repeat(101) }, { name: m.tooLong }],
    ['a bad phone', { phone: '12345' }, { phone: m.phoneInvalid }],
    [
      'a date that is no date',
      { dateOfBirth: '1990-02-30' },
      { dateOfBirth: m.dateOfBirthInvalid },
    ],
    [
      'a date in another format',
      { dateOfBirth: '14/07/1986' },
      { dateOfBirth: m.dateOfBirthInvalid },
    ],
    ['a date in the future', { dateOfBirth: kolkataDay(30) }, { dateOfBirth: m.dateOfBirthFuture }],
    ['a date 120 years ago', { dateOfBirth: '1900-01-01' }, { dateOfBirth: m.dateOfBirthTooOld }],
    ['a number for a date', { dateOfBirth: 19860714 }, { dateOfBirth: m.dateOfBirthInvalid }],
    ['an unknown field', { name: 'Meera', role: 'admin' }, {}],
    ['an email change', { email: 'other@example.com' }, {}],
  ];

  it.each(bad)(
    'refuses %s with 400, field errors, and stores nothing',
    async (_l, body, errors) => {
      await putProfile({ name: 'Meera Joshi' });
      const before = (await testDb().doc(`users/${member.uid}`).get()).data();
      const response = await putProfile(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { errors?: Record<string, string> };
      expect(answer.errors).toMatchObject(errors);
      expect(Object.keys(answer.errors ?? {}).length).toBeGreaterThan(0);
      expect((await testDb().doc(`users/${member.uid}`).get()).data()).toEqual(before);
      expect((await testAuth().getUser(member.uid)).displayName).toBe('Meera Joshi');
    },
  );

  it('refuses a body that is not JSON with 400', async () => {
    const response = await api('/api/users/profile', {
      method: 'PUT',
      headers: { ...bearer(member.idToken), 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
  });
});

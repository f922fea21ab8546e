import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { userSchema } from '../contracts/user';
import { storedUserSchema, toApiUser } from './stored-user';

describe('toApiUser', () => {
  it('answers the stored profile in the API shape, uid as _id and id', () => {
    const createdAt = Timestamp.fromDate(new Date('2026-01-02T03:04:05.000Z'));
    const user = toApiUser(
      'u1',
      {
        name: 'Asha',
        email: 'asha@example.com',
        phone: '+91 98220 00001',
        role: 'user',
        status: 'active',
        photoURL: '',
        googleId: 'g1',
        dateOfBirth: '1988-04-02',
        createdAt,
        updatedAt: createdAt,
      },
      { admin: false },
    );
    expect(userSchema.parse(user)).toEqual({
      _id: 'u1',
      id: 'u1',
      name: 'Asha',
      email: 'asha@example.com',
      phone: '+91 98220 00001',
      phoneNumber: '+91 98220 00001',
      role: 'user',
      status: 'active',
      createdAt: '2026-01-02T03:04:05.000Z',
      photoURL: '',
      googleId: 'g1',
      dateOfBirth: '1988-04-02',
    });
  });

  it('answers the role from the admin claim, whatever the stored profile says', () => {
    expect(toApiUser('u3', { role: 'admin' }, { admin: false }).role).toBe('user');
    expect(toApiUser('u3', { role: 'user' }, { admin: true }).role).toBe('admin');
  });

  it('fills every missing field with an empty string', () => {
    expect(toApiUser('u2', {}, { admin: false })).toEqual({
      _id: 'u2',
      id: 'u2',
      name: '',
      email: '',
      phone: '',
      phoneNumber: '',
      role: 'user',
      status: '',
      createdAt: '',
      photoURL: '',
      googleId: '',
      dateOfBirth: '',
    });
  });
});

describe('storedUserSchema', () => {
  it('reads a hand-edited profile with wrong types as missing fields, never failing', () => {
    const parsed = storedUserSchema.parse({
      name: 42,
      role: ['admin'],
      createdAt: '2026-01-01',
      email: 'a@b.in',
      extra: true,
    });
    expect(parsed).toEqual({ email: 'a@b.in' });
  });
});

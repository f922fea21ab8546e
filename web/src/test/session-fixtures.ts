import { vi } from 'vitest';
import type { Session, SessionUser } from '@/features/auth/types';

export function testMember(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    uid: 'uid-asha',
    name: 'Asha Patil',
    email: 'asha@example.com',
    phone: '',
    role: 'user',
    photoURL: '',
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

export function signedInSession(overrides: Partial<SessionUser> = {}, signOut = vi.fn()): Session {
  return { status: 'signed-in', user: testMember(overrides), signOut };
}

export function signedOutSession(signOut = vi.fn()): Session {
  return { status: 'signed-out', user: null, signOut };
}

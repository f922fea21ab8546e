import { afterEach, describe, expect, it } from 'vitest';
import {
  clearCachedUser,
  readCachedUser,
  USER_STORAGE_KEY,
  writeCachedUser,
} from '@/features/auth/lib/user-cache';
import type { SessionUser } from '@/features/auth/types';

const asha: SessionUser = {
  uid: 'u1',
  name: 'Asha Patil',
  email: 'asha@example.com',
  phone: '',
  role: 'user',
  photoURL: '',
  createdAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('user cache', () => {
  it('keeps the display user in sessionStorage when the session is not remembered', () => {
    writeCachedUser(asha);
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({
      name: 'Asha Patil',
    });
    expect(readCachedUser()).toEqual(asha);
  });

  it('uses localStorage when Firebase remembers the session there', () => {
    localStorage.setItem('firebase:authUser:demo-api-key:[DEFAULT]', '{}');
    sessionStorage.setItem(USER_STORAGE_KEY, '{"stale":true}');
    writeCachedUser(asha);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toMatchObject({ uid: 'u1' });
    expect(sessionStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(readCachedUser()).toEqual(asha);
  });

  it('clears both places, and ignores what is not a user', () => {
    writeCachedUser(asha);
    clearCachedUser();
    expect(readCachedUser()).toBeNull();
    localStorage.setItem(USER_STORAGE_KEY, '{"name":"no uid"}');
    expect(readCachedUser()).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { accountLinks } from '@/features/auth/lib/account-links';
import { toSessionUser } from '@/features/auth/lib/session-user';
import { apiUser } from '@/test/mock-api';

const labels = (snapshot: Parameters<typeof accountLinks>[0]) =>
  accountLinks(snapshot).map((item) => item.label);

describe('accountLinks', () => {
  const user = toSessionUser(apiUser());

  it('offers sign-in to visitors', () => {
    expect(labels({ user: null })).toEqual(['Sign In', 'Create Account']);
  });

  it('shows the Admin link only when the token carries the admin claim', () => {
    expect(labels({ user, admin: true })).toEqual(['Profile & Settings', 'Admin']);
    expect(labels({ user, admin: false })).toEqual(['Profile & Settings']);
    expect(labels({ user, admin: undefined })).toEqual(['Profile & Settings']);
    // A cached profile that says admin grants nothing.
    expect(labels({ user: { ...user, role: 'admin' }, admin: false })).toEqual([
      'Profile & Settings',
    ]);
  });
});

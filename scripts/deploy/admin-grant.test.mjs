// @ts-check
import { describe, expect, it, vi } from 'vitest';
import { applyAdminChange, planAdminChange } from './admin-grant.mjs';

/** @param {Partial<import('./admin-grant.mjs').Account>} account */
function fakeAuth(account) {
  const full = {
    uid: 'u1',
    email: 'office@mta.example',
    emailVerified: true,
    disabled: false,
    ...account,
  };
  return {
    getUserByEmail: vi.fn(async (/** @type {string} */ email) => {
      if (email !== full.email) throw new Error('auth/user-not-found');
      return full;
    }),
    setCustomUserClaims: vi.fn(async () => {}),
    revokeRefreshTokens: vi.fn(async () => {}),
  };
}

describe('planAdminChange', () => {
  it('refuses to grant admin to an unverified email', async () => {
    const plan = await planAdminChange(
      fakeAuth({ emailVerified: false }),
      'office@mta.example',
      false,
    );
    expect(plan).toMatchObject({ ok: false, message: expect.stringContaining('not verified') });
  });

  it('allows a revoke whatever the verification, and names an unknown email', async () => {
    const auth = fakeAuth({ emailVerified: false });
    expect(await planAdminChange(auth, 'office@mta.example', true)).toMatchObject({ ok: true });
    expect(await planAdminChange(auth, 'x@mta.example', false)).toMatchObject({ ok: false });
  });
});

describe('applyAdminChange', () => {
  it('grants, ends the sessions and records the grant', async () => {
    const auth = fakeAuth({ customClaims: { official: true } });
    const audit = vi.fn(async () => {});
    const account = await auth.getUserByEmail('office@mta.example');
    await applyAdminChange(auth, audit, account, false, 'asha');
    expect(auth.setCustomUserClaims).toHaveBeenCalledWith('u1', { official: true, admin: true });
    expect(auth.revokeRefreshTokens).toHaveBeenCalledWith('u1');
    expect(audit).toHaveBeenCalledWith(
      expect.objectContaining({ action: 'admin.grant', targetId: 'u1', actorEmail: 'asha' }),
    );
  });

  it('revokes, keeping the other claims, and ends the sessions', async () => {
    const auth = fakeAuth({ customClaims: { admin: true, coachClubId: 'pune' } });
    const audit = vi.fn(async () => {});
    const account = await auth.getUserByEmail('office@mta.example');
    await applyAdminChange(auth, audit, account, true, 'asha');
    expect(auth.setCustomUserClaims).toHaveBeenCalledWith('u1', { coachClubId: 'pune' });
    expect(auth.revokeRefreshTokens).toHaveBeenCalledWith('u1');
    expect(audit).toHaveBeenCalledWith(
      expect.objectContaining({
        action: 'admin.revoke',
        statusBefore: 'admin',
        statusAfter: 'member',
      }),
    );
  });
});

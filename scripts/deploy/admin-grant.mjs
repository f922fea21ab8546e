// @ts-check
// What `npm run admin:grant` and `admin:revoke` do, apart from reading the command line: the
// `admin` custom claim is the one source of the admin role (docs/decisions.md), so giving it is
// guarded. A grant needs an account whose email is verified: anyone can register an unverified
// account under the office's intended address before the office does, and would otherwise be
// handed the claim. Every grant and revoke also revokes the person's refresh tokens (the API checks
// revocation, so their current ID tokens stop working at once instead of up to an hour later) and
// is written to the audit trail the activity screen lists.

/**
 * @typedef {{ uid: string, email?: string, emailVerified: boolean, disabled: boolean,
 *   customClaims?: Record<string, unknown> }} Account
 * @typedef {{
 *   getUserByEmail(email: string): Promise<Account>,
 *   setCustomUserClaims(uid: string, claims: Record<string, unknown> | null): Promise<void>,
 *   revokeRefreshTokens(uid: string): Promise<void>,
 * }} AuthPort
 * @typedef {{ action: 'admin.grant' | 'admin.revoke', actorUid: string, actorEmail: string,
 *   targetCollection: string, targetId: string, statusBefore: string | null,
 *   statusAfter: string | null }} AuditRecord
 * @typedef {{ ok: true, message: string } | { ok: false, message: string }} Outcome
 */

/** Who ran the script, for the audit entry: not an app account, so a fixed uid and the OS user. */
export const SCRIPT_ACTOR_UID = 'admin-script';

/**
 * Looks the account up and says what would change, or why it must not.
 * @param {AuthPort} auth
 * @param {string} email
 * @param {boolean} revoke
 * @returns {Promise<{ ok: true, account: Account, summary: string } | { ok: false, message: string }>}
 */
export async function planAdminChange(auth, email, revoke) {
  let account;
  try {
    account = await auth.getUserByEmail(email);
  } catch {
    return { ok: false, message: `${email}: no account with this email.` };
  }
  if (!revoke && !account.emailVerified) {
    return {
      ok: false,
      message:
        `${email}: the email address is not verified, so it is not proof that the office owns this account. ` +
        'Ask the person to verify it first (the verification link Firebase Auth sends), then run this again.',
    };
  }
  if (!revoke && account.disabled) {
    return { ok: false, message: `${email}: the account is disabled.` };
  }
  const summary = `${revoke ? 'Revoke' : 'Grant'} admin for ${email} (uid ${account.uid})`;
  return { ok: true, account, summary };
}

/**
 * Sets or removes the claim, ends the person's sessions, and records it.
 * @param {AuthPort} auth
 * @param {(entry: AuditRecord) => Promise<void>} audit
 * @param {Account} account
 * @param {boolean} revoke
 * @param {string} operator who ran it (the OS user name)
 * @returns {Promise<Outcome>}
 */
export async function applyAdminChange(auth, audit, account, revoke, operator) {
  const claims = account.customClaims ?? {};
  const wasAdmin = claims.admin === true;
  // Other claims stay; a revoked admin loses the key rather than keeping `admin: false`.
  const others = Object.fromEntries(Object.entries(claims).filter(([claim]) => claim !== 'admin'));
  await auth.setCustomUserClaims(account.uid, revoke ? others : { ...others, admin: true });
  await auth.revokeRefreshTokens(account.uid);
  await audit({
    action: revoke ? 'admin.revoke' : 'admin.grant',
    actorUid: SCRIPT_ACTOR_UID,
    actorEmail: operator,
    targetCollection: 'users',
    targetId: account.uid,
    statusBefore: wasAdmin ? 'admin' : 'member',
    statusAfter: revoke ? 'member' : 'admin',
  });
  return {
    ok: true,
    message:
      `${account.email ?? account.uid}: admin claim ${revoke ? 'revoked' : 'granted'}. ` +
      'Their sessions were ended: they sign in again to continue.',
  };
}

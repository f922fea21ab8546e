import * as logger from 'firebase-functions/logger';
import type { UserRecord } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { authMessages } from '../../contracts/auth-messages';
import type { SiteLanguage } from '../../contracts/site-language';
import { collections } from '../../db/collections';
import { takeClientSlot } from '../../limits/client-throttle';
import { withDeadline } from '../../db/database-errors';
import { firebaseErrorCode, getAdminAuth } from '../admin-auth';
import { claimResetMail } from './reset-rate-limit';
import { oobCodeFromLink, resetPageUrl } from './reset-link';
import { renderResetMail } from './reset-mail';

const DEADLINE_MS = 5_000;

export interface ResetRequestAnswer {
  message: string;
}

async function findAccount(email: string): Promise<UserRecord | undefined> {
  try {
    return await getAdminAuth().getUserByEmail(email);
  } catch (error) {
    const code = firebaseErrorCode(error);
    if (code === 'auth/user-not-found' || code === 'auth/invalid-email') return undefined;
    throw error;
  }
}

/** Queues the reset mail for an existing account (Trigger Email shape, docs/decisions.md). */
async function queueResetMail(email: string, name: string, language: SiteLanguage): Promise<void> {
  const link = await getAdminAuth().generatePasswordResetLink(email);
  const resetUrl = resetPageUrl(oobCodeFromLink(link), process.env.SITE_ORIGIN, language);
  const message = renderResetMail({ name, resetUrl, language });
  await withDeadline(
    collections.mail().add({ to: email, message, createdAt: Timestamp.now() }),
    DEADLINE_MS,
    'Queue reset mail',
  );
  if (process.env.FUNCTIONS_EMULATOR === 'true') {
    // Nothing delivers mail locally: show the developer the link they would have received.
    logger.info(`Password reset link for ${email} (emulator only): ${resetUrl}`);
  }
}

/**
 * POST /api/auth/forgot-password and the requestPasswordReset callable (`address`: the client's,
 * limits/client-address.ts). The answer is the same
 * whether or not the address has an account, and whether or not it is over its limit, so it tells
 * nobody which addresses are members. The work differs only after the (shared) limit check: a
 * known address costs one Auth call and one write more, a few milliseconds.
 */
export async function requestPasswordReset(
  email: string,
  address: string,
  { language = 'en', now = Date.now() }: { language?: SiteLanguage; now?: number } = {},
): Promise<ResetRequestAnswer> {
  // Per client first, and loud (429): it is about the caller, not the address, so it reveals nothing.
  await takeClientSlot({
    throttle: 'resetRequestPerAddress',
    address,
    now,
    code: 'rate-limit/too-many-reset-requests',
    message: authMessages.tooManyResetRequests,
  });
  const answer = { message: authMessages.resetEmailSent };
  if (!(await claimResetMail(email, now))) return answer;
  const account = await findAccount(email);
  if (!account?.email) return answer;
  await queueResetMail(account.email, account.displayName ?? '', language);
  return answer;
}

import { useEffect, useState } from 'react';
import { emailVerificationCopy as copy } from '@/features/auth/config/auth-copy';
import {
  checkEmailVerifiedAgain,
  isTooManyRequests,
  readEmailVerified,
  sendVerificationLink,
} from '@/features/auth/lib/email-verification';

export type VerificationState = 'loading' | 'verified' | 'unverified' | 'unknown';
export type VerificationAction = 'send' | 'check';

export interface VerificationNotice {
  tone: 'success' | 'error' | 'info';
  text: string;
}

/**
 * Where the member's email verification stands, and the two things they can do about it: have the
 * link mailed, and (after opening it elsewhere) ask Firebase again without signing out.
 */
export function useEmailVerification(email: string) {
  const [state, setState] = useState<VerificationState>('loading');
  const [busy, setBusy] = useState<VerificationAction | null>(null);
  const [sent, setSent] = useState(false);
  const [notice, setNotice] = useState<VerificationNotice | null>(null);

  useEffect(() => {
    let active = true;
    readEmailVerified().then(
      (verified) => {
        if (active) setState(verified === null ? 'unknown' : verified ? 'verified' : 'unverified');
      },
      () => active && setState('unknown'),
    );
    return () => {
      active = false;
    };
  }, []);

  async function send(): Promise<void> {
    setBusy('send');
    setNotice(null);
    try {
      await sendVerificationLink();
      setSent(true);
      setNotice({ tone: 'info', text: copy.sent(email) });
    } catch (error) {
      setNotice({
        tone: 'error',
        text: isTooManyRequests(error) ? copy.tooManyRequests : copy.sendFailed,
      });
    } finally {
      setBusy(null);
    }
  }

  async function check(): Promise<void> {
    setBusy('check');
    setNotice(null);
    try {
      const verified = await checkEmailVerifiedAgain();
      setState(verified ? 'verified' : 'unverified');
      setNotice(
        verified
          ? { tone: 'success', text: copy.nowVerified }
          : { tone: 'info', text: copy.stillUnverified },
      );
    } catch {
      setNotice({ tone: 'error', text: copy.checkFailed });
    } finally {
      setBusy(null);
    }
  }

  return { state, busy, sent, notice, send, check };
}

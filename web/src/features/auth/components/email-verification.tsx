import { useEffect, useRef } from 'react';
import { emailVerificationCopy as copy } from '@/features/auth/config/auth-copy';
import { useEmailVerification } from '@/features/auth/hooks/use-email-verification';
import './email-verification.css';

/**
 * Whether the member's email address is verified and, while it is not, why it matters and the way
 * to verify it without leaving the app: the link is mailed, opened anywhere, then checked here.
 */
export function EmailVerification({ email }: { email: string }) {
  const { state, busy, sent, notice, send, check } = useEmailVerification(email);
  const stateLine = useRef<HTMLParagraphElement>(null);
  const wasUnverified = useRef(false);

  useEffect(() => {
    if (state === 'unverified') wasUnverified.current = true;
    // The buttons the member just used are gone: focus goes to the news instead of the page's top.
    if (state === 'verified' && wasUnverified.current) stateLine.current?.focus();
  }, [state]);

  return (
    <div className="email-verification">
      {state === 'loading' && <p className="email-verification__state">{copy.loading}</p>}
      {state === 'verified' && (
        <p
          ref={stateLine}
          tabIndex={-1}
          className="email-verification__state email-verification__state--verified"
        >
          <span className="email-verification__mark" aria-hidden="true">
            ✓
          </span>
          {copy.verified}
        </p>
      )}
      {state === 'unverified' && (
        <>
          <p className="email-verification__state email-verification__state--unverified">
            <span className="email-verification__mark" aria-hidden="true">
              !
            </span>
            {copy.unverified}
          </p>
          <p className="email-verification__why">{copy.why}</p>
          <div className="email-verification__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={busy !== null}
              onClick={() => void send()}
            >
              {busy === 'send' ? copy.send.busy : sent ? copy.sendAgain : copy.send.idle}
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy !== null}
              onClick={() => void check()}
            >
              {busy === 'check' ? copy.check.busy : copy.check.idle}
            </button>
          </div>
        </>
      )}
      <div role="status" className="email-verification__status">
        {notice && <p className={`form-alert form-alert--${notice.tone}`}>{notice.text}</p>}
      </div>
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { pagePath } from '@/config/page-registry';
import { CertificateFacts } from '@/features/certificates/components/certificate-facts';
import { verifyCopy as copy } from '@/features/certificates/content/verify-copy';
import type { Outcome } from '@/features/certificates/hooks/use-verification';
import type { Verdict } from '@/features/certificates/lib/verification';

/** An outcome as a visitor reads it: good news green, bad news red, the rest a plain notice. */
const tone: Record<Verdict | 'unreadable', 'good' | 'bad' | 'neutral'> = {
  valid: 'good',
  revoked: 'bad',
  superseded: 'neutral',
  offline: 'good',
  notGenuine: 'bad',
  unknownNumber: 'bad',
  unreadable: 'neutral',
  numberOffline: 'neutral',
  unsupported: 'neutral',
  tooMany: 'neutral',
  failed: 'neutral',
};

function wording(outcome: Outcome): { title: string; body: string } {
  if ('pending' in outcome) return copy.outcomes.checkingStatus;
  if (outcome.verdict === 'unknownNumber') {
    const { title, body } = copy.outcomes.unknownNumber;
    return { title, body: body(outcome.number ?? '') };
  }
  return copy.outcomes[outcome.verdict];
}

/**
 * The answer of a check: its verdict in words, what was checked where, and the certificate's facts.
 * Focus moves to the verdict when it appears, so a screen reader reads it at once.
 */
export function VerificationResult({ outcome }: { outcome: Outcome }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [outcome]);
  const { title, body } = wording(outcome);
  const checked = 'signatureChecked' in outcome ? outcome : null;
  const details = checked?.details;
  return (
    <section
      className={`verify-result verify-result--${tone[outcome.verdict]}`}
      aria-labelledby="verify-result-heading"
      data-verdict={outcome.verdict}
      aria-busy={'pending' in outcome ? true : undefined}
    >
      <h2 id="verify-result-heading" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{body}</p>
      {checked && (checked.signatureChecked || checked.fromRegister) && details && (
        <ul className="verify-result__checks">
          {checked.signatureChecked && <li>{copy.signatureChecked}</li>}
          {checked.fromRegister && <li>{copy.fromRegister}</li>}
        </ul>
      )}
      {details && outcome.verdict !== 'notGenuine' && (
        <>
          <CertificateFacts details={details} />
          <p>
            <Link to={pagePath('certificate', { number: details.number })}>{copy.view}</Link>
          </p>
        </>
      )}
    </section>
  );
}

import { useLocation, useNavigate } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { NumberForm } from '@/features/certificates/components/number-form';
import { QrScanPanel } from '@/features/certificates/components/qr-scan-panel';
import { VerificationResult } from '@/features/certificates/components/verification-result';
import { verifyCopy as copy, verifyIntro } from '@/features/certificates/content/verify-copy';
import { useVerification } from '@/features/certificates/hooks/use-verification';
import { readScannedText } from '@/features/certificates/lib/qr-text';
import './verify.css';

/**
 * /verify and /verify/<number>: a number typed, a QR code scanned or a photo of one. Each check is
 * an address (/verify/<number>, with the token in the fragment when a code was read), so the
 * answer can be reloaded or shared, and a phone's camera app opening the QR's link lands here.
 */
export function VerifyPage({ number }: { number?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { result, showUnreadable } = useVerification(number, location.hash);

  function read(text: string | null) {
    const scanned = text === null ? null : readScannedText(text);
    if (!scanned) {
      showUnreadable();
      return;
    }
    const path = scanned.number
      ? pagePath('verifyNumber', { number: scanned.number })
      : pagePath('verify');
    navigate(scanned.token ? `${path}#${scanned.token}` : path);
  }

  return (
    <PageIntro copy={verifyIntro}>
      <div className="verify">
        <div className="verify__ways">
          <NumberForm
            key={number ?? ''}
            initial={number}
            onNumber={(typed) => navigate(pagePath('verifyNumber', { number: typed }))}
          />
          <QrScanPanel onRead={read} />
        </div>
        <div className="verify__answer" aria-live="polite">
          {result.state === 'checking' && <p role="status">{copy.checking}</p>}
        </div>
        {result.state === 'done' && <VerificationResult outcome={result.outcome} />}
      </div>
    </PageIntro>
  );
}

import { Link, useLocation } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageIntro } from '@/components/ui/page-intro';
import { pageEntry, pagePath } from '@/config/page-registry';
import { siteOrigin } from '@/config/site-origin';
import { CertificateSheet } from '@/features/certificates/components/certificate-sheet';
import { certificateCopy as copy } from '@/features/certificates/content/certificate-copy';
import { usePublicCertificate } from '@/features/certificates/hooks/use-public-certificate';
import { certificateQrText, tokenFromFragment } from '@/features/certificates/lib/qr-text';
import { appHref } from '@/lib/i18n/app-base';
import './certificate.css';

/**
 * /certificates/<number>: the certificate on an A4 sheet, with Print and a link to its check. The
 * facts and status come from the register; the QR code carries the signed token when the address
 * has it in its fragment (the member's own links do), so the printed code checks offline too;
 * without it the code opens the online check of the number.
 */
export function CertificatePage({ number }: { number: string }) {
  const { result, retry } = usePublicCertificate(number);
  const { hash } = useLocation();

  if (result.state !== 'loaded') {
    const message =
      result.state === 'loading' ? copy.loading : result.state === 'missing' ? copy.notFound : null;
    return (
      <PageIntro copy={{ heading: pageEntry('certificate').title, intro: number }}>
        {message && <p role="status">{message}</p>}
        {result.state === 'failed' && (
          <LoadFailed
            message={result.offline ? copy.offline : copy.loadFailed}
            retryLabel={copy.retry}
            onRetry={retry}
          />
        )}
      </PageIntro>
    );
  }

  const { certificate } = result;
  const verifyPath = pagePath('verifyNumber', { number: certificate.number });
  const token = tokenFromFragment(hash);
  const qrText = certificateQrText(`${siteOrigin}${appHref(verifyPath)}`, token);
  return (
    <div className="certificate-print container">
      <div className="certificate-print__tools">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {copy.print}
        </button>
        <Link
          to={token ? `${verifyPath}#${token}` : verifyPath}
          className="button button--secondary"
        >
          {copy.check}
        </Link>
      </div>
      <div className="certificate-print__frame">
        <CertificateSheet
          certificate={certificate}
          qrText={qrText}
          siteHost={new URL(siteOrigin).host}
        />
      </div>
    </div>
  );
}

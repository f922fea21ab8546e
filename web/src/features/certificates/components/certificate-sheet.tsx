import type { PublicCertificate } from '@contracts/certificate';
import { AssociationLogo } from '@/components/brand/association-logo';
import { rankLabels } from '@/config/rank-labels';
import { QrImage } from '@/features/certificates/components/qr-image';
import { certificateCopy as copy } from '@/features/certificates/content/certificate-copy';
import { formatLongDate } from '@/lib/dates';

interface CertificateSheetProps {
  certificate: PublicCertificate;
  /** What the QR code holds: the check's address, with the token when the page has it. */
  qrText: string;
  /** The site's host, printed under the code for those who type rather than scan. */
  siteHost: string;
}

/** What the certificate awards, in words: the rank, the result, or membership. */
function award(certificate: PublicCertificate): string | null {
  if (certificate.rank) return rankLabels[certificate.rank];
  return certificate.result ?? certificate.membershipNumber ?? null;
}

/**
 * One certificate on an A4 sheet: drawn with HTML and CSS so that the browser shapes the Marathi
 * text and prints it (certificate.css sizes it in units of the sheet's width, the same on a
 * phone screen and on paper).
 */
export function CertificateSheet({ certificate, qrText, siteHost }: CertificateSheetProps) {
  const awarded = award(certificate);
  return (
    <article className="certificate-sheet" aria-labelledby="page-heading">
      <div className="certificate-sheet__frame">
        <header className="certificate-sheet__header">
          <AssociationLogo className="certificate-sheet__emblem" size={96} />
          <p className="certificate-sheet__association">{copy.association}</p>
        </header>
        <h1 id="page-heading" className="certificate-sheet__title" tabIndex={-1}>
          {copy.titles[certificate.kind]}
        </h1>
        <p className="certificate-sheet__line">{copy.certifies}</p>
        <p className="certificate-sheet__holder">{certificate.holderName}</p>
        <p className="certificate-sheet__line">{copy.awarded[certificate.kind]}</p>
        {awarded && <p className="certificate-sheet__award">{awarded}</p>}
        {certificate.eventTitle && (
          <p className="certificate-sheet__line">{copy.atEvent(certificate.eventTitle)}</p>
        )}
        {certificate.status !== 'valid' && (
          <p className="certificate-sheet__void" role="note">
            {copy.status[certificate.status]}
          </p>
        )}
        <footer className="certificate-sheet__footer">
          <dl className="certificate-sheet__facts">
            <div>
              <dt>{copy.issuedOn}</dt>
              <dd>{formatLongDate(certificate.issuedOn)}</dd>
            </div>
            <div>
              <dt>{copy.number}</dt>
              <dd>{certificate.number}</dd>
            </div>
            <div>
              <dt>{copy.statusLabel}</dt>
              <dd>{copy.statusShort[certificate.status]}</dd>
            </div>
          </dl>
          <div className="certificate-sheet__signature">
            <span aria-hidden="true" className="certificate-sheet__signature-line" />
            <p>{copy.signedFor}</p>
          </div>
          <figure className="certificate-sheet__qr">
            <QrImage className="certificate-sheet__qr-code" text={qrText} label={copy.qrLabel} />
            <figcaption>{copy.qrCaption(siteHost)}</figcaption>
          </figure>
        </footer>
      </div>
    </article>
  );
}

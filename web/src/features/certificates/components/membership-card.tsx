import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Athlete } from '@contracts/athlete';
import type { MemberCertificate } from '@contracts/certificate';
import { AssociationLogo } from '@/components/brand/association-logo';
import { pagePath } from '@/config/page-registry';
import { rankLabels } from '@/config/rank-labels';
import { siteOrigin } from '@/config/site-origin';
import { issueMembershipCard } from '@/features/certificates/api/certificates-api';
import { QrImage } from '@/features/certificates/components/qr-image';
import { certificateCopy } from '@/features/certificates/content/certificate-copy';
import { ranksCopy as copy } from '@/features/certificates/content/ranks-copy';
import { certificateQrText } from '@/features/certificates/lib/qr-text';
import { appHref } from '@/lib/i18n/app-base';
import { formatLongDate } from '@/lib/dates';

interface MembershipCardProps {
  athlete: Athlete;
  /** The athlete's valid membership certificate, if one was issued. */
  card: MemberCertificate | undefined;
  onIssued: (card: MemberCertificate) => void;
}

/**
 * The digital ID card shown at a venue: big enough to read on a phone, with the membership
 * certificate's QR code (token included, so an official can check it without signal).
 */
export function MembershipCard({ athlete, card, onIssued }: MembershipCardProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!card) {
    return (
      <div className="membership-card membership-card--none">
        <p>{copy.card.none}</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setFailed(false);
            issueMembershipCard(athlete.id)
              .then(onIssued, () => setFailed(true))
              .finally(() => setBusy(false));
          }}
        >
          {copy.card.issue}
        </button>
        {failed && <p role="alert">{copy.card.issueFailed}</p>}
      </div>
    );
  }

  const verifyPath = pagePath('verifyNumber', { number: card.number });
  return (
    <article className="membership-card" aria-label={`${copy.card.heading}: ${athlete.fullName}`}>
      <header className="membership-card__header">
        <AssociationLogo size={40} />
        <span>{certificateCopy.association}</span>
      </header>
      <div className="membership-card__body">
        <div>
          <p className="membership-card__title">{copy.card.heading}</p>
          <p className="membership-card__name">{card.holderName}</p>
          <dl className="membership-card__facts">
            <dt>{copy.card.membershipNumber}</dt>
            <dd>{card.membershipNumber ?? athlete.membershipNumber}</dd>
            <dt>{certificateCopy.number}</dt>
            <dd>{card.number}</dd>
            <dt>{copy.card.memberSince}</dt>
            <dd>{formatLongDate(card.issuedOn)}</dd>
            <dt>{copy.card.rank}</dt>
            <dd>{rankLabels[athlete.currentRank]}</dd>
          </dl>
        </div>
        <QrImage
          className="membership-card__qr"
          text={certificateQrText(`${siteOrigin}${appHref(verifyPath)}`, card.token)}
          label={certificateCopy.qrLabel}
        />
      </div>
      <p className="membership-card__hint">{copy.card.hint}</p>
      <Link to={`${pagePath('certificate', { number: card.number })}#${card.token}`}>
        {copy.card.print}
      </Link>
    </article>
  );
}

import { rankLabels } from '@/config/rank-labels';
import { verifyCopy as copy } from '@/features/certificates/content/verify-copy';
import type { CertificateDetails } from '@/features/certificates/lib/certificate-details';
import { formatLongDate } from '@/lib/dates';

/** What a certificate certifies, as a list of label and value; only the facts it has. */
export function CertificateFacts({ details }: { details: CertificateDetails }) {
  const rows: [string, string][] = [
    [copy.details.number, details.number],
    [copy.details.kind, copy.kinds[details.kind]],
    [copy.details.holder, details.holderName],
  ];
  if (details.rank) rows.push([copy.details.rank, rankLabels[details.rank]]);
  if (details.result) rows.push([copy.details.result, details.result]);
  if (details.eventTitle) rows.push([copy.details.event, details.eventTitle]);
  if (details.membershipNumber) {
    rows.push([copy.details.membershipNumber, details.membershipNumber]);
  }
  rows.push([copy.details.issuedOn, formatLongDate(details.issuedOn)]);
  if (details.statusChangedOn) {
    rows.push([copy.details.statusChangedOn, formatLongDate(details.statusChangedOn)]);
  }
  if (details.revokedReason) rows.push([copy.details.reason, details.revokedReason]);
  return (
    <dl className="certificate-facts" aria-label={copy.details.label}>
      {rows.map(([label, value]) => (
        <div key={label} className="certificate-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { Link } from 'react-router-dom';
import type { MemberCertificate } from '@contracts/certificate';
import { pagePath } from '@/config/page-registry';
import { ShareOnWhatsApp } from '@/features/certificates/components/share-on-whatsapp';
import { ranksCopy as copy } from '@/features/certificates/content/ranks-copy';
import { formatLongDate } from '@/lib/dates';

interface ChampionshipCertificatesProps {
  name: string;
  certificates: readonly MemberCertificate[];
}

/** An athlete's championship medals, each with its certificate and a way to share its check. */
export function ChampionshipCertificates({ name, certificates }: ChampionshipCertificatesProps) {
  const medals = certificates.filter((certificate) => certificate.kind === 'championship');
  if (medals.length === 0) return null;
  return (
    <div className="championship-certificates">
      <h4>{copy.championshipsHeading}</h4>
      <ul aria-label={copy.championshipsLabel(name)}>
        {medals.map((certificate) => (
          <li key={certificate.number} className="championship-certificates__item">
            <strong>{certificate.result}</strong>
            <span className="rank-timeline__meta">
              {[certificate.eventTitle, formatLongDate(certificate.issuedOn)]
                .filter(Boolean)
                .join(' · ')}
            </span>
            <span className="championship-certificates__links">
              <Link
                to={`${pagePath('certificate', { number: certificate.number })}#${certificate.token}`}
              >
                {copy.certificateLink(certificate.number)}
              </Link>
              {certificate.status === 'valid' ? (
                <ShareOnWhatsApp number={certificate.number} />
              ) : (
                <span className="rank-timeline__status">
                  ({copy.statusNote[certificate.status]})
                </span>
              )}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

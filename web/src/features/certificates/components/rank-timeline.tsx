import { Link } from 'react-router-dom';
import type { MemberCertificate } from '@contracts/certificate';
import type { RankHistoryEntry } from '@contracts/grading';
import { pagePath } from '@/config/page-registry';
import { rankLabels } from '@/config/rank-labels';
import { ShareOnWhatsApp } from '@/features/certificates/components/share-on-whatsapp';
import { ranksCopy as copy } from '@/features/certificates/content/ranks-copy';
import { formatLongDate } from '@/lib/dates';

interface RankTimelineProps {
  name: string;
  ranks: readonly RankHistoryEntry[];
  certificates: readonly MemberCertificate[];
}

/** An athlete's belts, oldest first, each with its date, how it was earned and its certificate. */
export function RankTimeline({ name, ranks, certificates }: RankTimelineProps) {
  if (ranks.length === 0) return <p>{copy.noRanks}</p>;
  const byNumber = new Map(certificates.map((certificate) => [certificate.number, certificate]));
  return (
    <ol className="rank-timeline" aria-label={copy.timelineLabel(name)}>
      {ranks.map((entry) => {
        const certificate = entry.certificateNumber
          ? byNumber.get(entry.certificateNumber)
          : undefined;
        return (
          <li key={`${entry.rank}-${entry.awardedOn}`} className="rank-timeline__step">
            <span
              className={`rank-timeline__belt rank-timeline__belt--${entry.rank.replace(/-\d$/, '')}`}
              aria-hidden="true"
            />
            <div className="rank-timeline__text">
              <strong>{rankLabels[entry.rank]}</strong>
              <span className="rank-timeline__meta">
                {copy.awardedOn(formatLongDate(entry.awardedOn))} · {copy.sources[entry.source]}
              </span>
              {entry.certificateNumber && (
                <span>
                  <Link
                    to={`${pagePath('certificate', { number: entry.certificateNumber })}${certificate ? `#${certificate.token}` : ''}`}
                  >
                    {copy.certificateLink(entry.certificateNumber)}
                  </Link>
                  {certificate && certificate.status !== 'valid' && (
                    <span className="rank-timeline__status">
                      {' '}
                      ({copy.statusNote[certificate.status]})
                    </span>
                  )}
                  {certificate?.status === 'valid' && (
                    <>
                      {' · '}
                      <ShareOnWhatsApp number={certificate.number} />
                    </>
                  )}
                </span>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

import { LoadFailed } from '@/components/ui/load-failed';
import { ChampionshipCertificates } from '@/features/certificates/components/championship-certificates';
import { MembershipCard } from '@/features/certificates/components/membership-card';
import { RankTimeline } from '@/features/certificates/components/rank-timeline';
import { ranksCopy as copy } from '@/features/certificates/content/ranks-copy';
import { useMyRanks } from '@/features/certificates/hooks/use-my-ranks';
import './my-ranks.css';

/**
 * The profile's ranks tab: per athlete, the membership card to show at a venue and the belt
 * timeline with certificate links. The page around it gives the heading.
 */
export function MyRanks() {
  const { result, retry, addCertificate } = useMyRanks();
  return (
    <div className="my-ranks">
      <p>{copy.intro}</p>
      {result.state === 'loading' && <p role="status">{copy.loading}</p>}
      {result.state === 'failed' && (
        <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={retry} />
      )}
      {result.state === 'loaded' && result.athletes.length === 0 && <p>{copy.noAthletes}</p>}
      {result.state === 'loaded' &&
        result.athletes.map(({ athlete, ranks, certificates }) => (
          <section
            key={athlete.id}
            className="my-ranks__athlete"
            aria-labelledby={`ranks-${athlete.id}`}
          >
            <h3 id={`ranks-${athlete.id}`}>{athlete.fullName}</h3>
            <MembershipCard
              athlete={athlete}
              card={certificates.find(
                (certificate) =>
                  certificate.kind === 'membership' && certificate.status === 'valid',
              )}
              onIssued={(card) => addCertificate(athlete.id, card)}
            />
            <RankTimeline name={athlete.fullName} ranks={ranks} certificates={certificates} />
            <ChampionshipCertificates name={athlete.fullName} certificates={certificates} />
          </section>
        ))}
    </div>
  );
}

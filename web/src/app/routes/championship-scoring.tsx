import { Link, useParams } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { RequireRole } from '@/features/championships/components/require-role';
import { ScoringScreen } from '@/features/championships/components/scoring-screen';
import { entryCopy } from '@/features/championships/content/entry-copy';
import { scoringCopy, scoringIntro } from '@/features/championships/content/scoring-copy';

export function Component() {
  const { eventId = '' } = useParams();
  return (
    <PageIntro copy={scoringIntro}>
      <p>
        <Link to={pagePath('eventDetail', { eventId })}>{entryCopy.backToEvent}</Link>
      </p>
      <RequireRole role="official" refusal={scoringCopy.notOfficial} loading={scoringCopy.loading}>
        {() => <ScoringScreen key={eventId} eventId={eventId} />}
      </RequireRole>
    </PageIntro>
  );
}

import { Link, useParams } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { CoachSquad } from '@/features/championships/components/coach-squad';
import { RequireRole } from '@/features/championships/components/require-role';
import { squadIntro } from '@/features/championships/content/entry-intros';
import { entryCopy } from '@/features/championships/content/entry-copy';

export function Component() {
  const { eventId = '' } = useParams();
  return (
    <PageIntro copy={squadIntro}>
      <p>
        <Link to={pagePath('eventDetail', { eventId })}>{entryCopy.backToEvent}</Link>
      </p>
      <RequireRole role="coach" refusal={entryCopy.notCoach} loading={entryCopy.loading}>
        {({ coachClubId }) => (
          <CoachSquad key={eventId} eventId={eventId} clubId={coachClubId ?? ''} />
        )}
      </RequireRole>
    </PageIntro>
  );
}

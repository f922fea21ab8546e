import { Link, useParams } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { RequireRole } from '@/features/championships/components/require-role';
import { WeighInDesk } from '@/features/championships/components/weigh-in-desk';
import { entryCopy } from '@/features/championships/content/entry-copy';
import { weighInIntro } from '@/features/championships/content/entry-intros';
import { weighInCopy } from '@/features/championships/content/weigh-in-copy';

export function Component() {
  const { eventId = '' } = useParams();
  return (
    <PageIntro copy={weighInIntro}>
      <p>
        <Link to={pagePath('eventDetail', { eventId })}>{entryCopy.backToEvent}</Link>
      </p>
      <RequireRole role="official" refusal={weighInCopy.notOfficial} loading={weighInCopy.loading}>
        {() => <WeighInDesk key={eventId} eventId={eventId} />}
      </RequireRole>
    </PageIntro>
  );
}

import { Link, useParams } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { GuardianEntry } from '@/features/championships/components/guardian-entry';
import { guardianEntryIntro } from '@/features/championships/content/entry-intros';
import { entryCopy } from '@/features/championships/content/entry-copy';

export function Component() {
  const { eventId = '' } = useParams();
  return (
    <PageIntro copy={guardianEntryIntro}>
      <p>
        <Link to={pagePath('eventDetail', { eventId })}>{entryCopy.backToEvent}</Link>
      </p>
      <GuardianEntry key={eventId} eventId={eventId} />
    </PageIntro>
  );
}

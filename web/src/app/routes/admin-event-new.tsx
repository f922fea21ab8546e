import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { NewEventEditor } from '@/features/admin/components/admin-event-editor';
import { eventsAdminCopy, newEventIntro } from '@/features/admin/content/events-admin-copy';

export function Component() {
  return (
    <PageIntro copy={newEventIntro}>
      <p>
        <Link to={pagePath('adminEvents')}>{eventsAdminCopy.backToEvents}</Link>
      </p>
      <NewEventEditor />
    </PageIntro>
  );
}

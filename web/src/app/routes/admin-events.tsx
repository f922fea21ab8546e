import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { AdminEventsList } from '@/features/admin/components/admin-events-list';
import { eventsAdminCopy, eventsAdminIntro } from '@/features/admin/content/events-admin-copy';

export function Component() {
  return (
    <PageIntro copy={eventsAdminIntro}>
      <p>
        <Link to={pagePath('admin')}>{eventsAdminCopy.backToAdmin}</Link>
      </p>
      <AdminEventsList />
    </PageIntro>
  );
}

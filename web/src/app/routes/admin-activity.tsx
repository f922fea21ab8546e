import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { ActivityLog } from '@/features/admin/components/activity-log';
import { activityCopy, activityIntro } from '@/features/admin/content/activity-copy';

export function Component() {
  return (
    <PageIntro copy={activityIntro}>
      <p>
        <Link to={pagePath('admin')}>{activityCopy.backToAdmin}</Link>
      </p>
      <ActivityLog />
    </PageIntro>
  );
}

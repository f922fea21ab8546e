import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { eventDetailIntro } from '@/features/events/content/event-detail-intro';

export function Component() {
  return (
    <PageIntro copy={eventDetailIntro}>
      <p>
        <Link to={pagePath('events')}>Back to events</Link>
      </p>
    </PageIntro>
  );
}

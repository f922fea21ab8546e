import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';

export function Component() {
  return (
    <PageIntro copy={pages.eventDetail}>
      <p>
        <Link to="/events">Back to events</Link>
      </p>
    </PageIntro>
  );
}

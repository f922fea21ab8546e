import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';

export function Component() {
  return (
    <PageIntro copy={pages.notFound}>
      <p>
        <Link to="/" className="button button--primary">
          Back to Home
        </Link>
      </p>
    </PageIntro>
  );
}

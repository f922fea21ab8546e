import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { notFoundIntro } from '@/features/not-found/content/not-found-intro';

export function Component() {
  return (
    <PageIntro copy={notFoundIntro}>
      <p>
        <Link to={pagePath('home')} className="button button--primary">
          Back to Home
        </Link>
      </p>
    </PageIntro>
  );
}

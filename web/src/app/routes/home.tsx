import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { homeIntro } from '@/features/home/content/home-intro';

export function Component() {
  return (
    <PageIntro copy={homeIntro}>
      <p className="page-intro__actions">
        <Link to={pagePath('programs')} className="button button--primary">
          Explore our programs
        </Link>
        <Link to={pagePath('contact')} className="button button--secondary">
          Contact us
        </Link>
      </p>
    </PageIntro>
  );
}

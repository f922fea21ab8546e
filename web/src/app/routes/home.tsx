import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';

export function Component() {
  return (
    <PageIntro copy={pages.home}>
      <p className="page-intro__actions">
        <Link to="/programs" className="button button--primary">
          Explore our programs
        </Link>
        <Link to="/contact" className="button button--secondary">
          Contact us
        </Link>
      </p>
    </PageIntro>
  );
}

import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';

export function Component() {
  return (
    <PageIntro copy={pages.forgotPassword}>
      <ul className="standalone-links">
        <li>
          <Link to="/login">Back to sign in</Link>
        </li>
      </ul>
    </PageIntro>
  );
}

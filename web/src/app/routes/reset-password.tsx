import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';

export function Component() {
  return (
    <PageIntro copy={pages.resetPassword}>
      <ul className="standalone-links">
        <li>
          <Link to="/forgot-password">Request a new link</Link>
        </li>
        <li>
          <Link to="/login">Sign in</Link> or <Link to="/register">create an account</Link>
        </li>
      </ul>
    </PageIntro>
  );
}

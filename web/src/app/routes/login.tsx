import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';

export function Component() {
  return (
    <PageIntro copy={pages.login}>
      <ul className="standalone-links">
        <li>
          <Link to="/forgot-password">Forgot your password?</Link>
        </li>
        <li>
          New here? <Link to="/register">Create an account</Link>
        </li>
      </ul>
    </PageIntro>
  );
}

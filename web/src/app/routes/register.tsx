import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';

export function Component() {
  return (
    <PageIntro copy={pages.register}>
      <ul className="standalone-links">
        <li>
          Already a member? <Link to="/login">Sign in</Link>
        </li>
      </ul>
    </PageIntro>
  );
}

import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';

export function Component() {
  return (
    <PageIntro copy={pages.cookiePolicy}>
      <p>
        How we handle personal data is explained in our{' '}
        <Link to="/privacy-policy">Privacy Statement</Link>.
      </p>
      <p>
        <Link to="/">Back to Home</Link>
      </p>
    </PageIntro>
  );
}

import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { cookiePolicyIntro } from '@/features/legal/content/cookie-policy-intro';

export function Component() {
  return (
    <PageIntro copy={cookiePolicyIntro}>
      <p>
        How we handle personal data is explained in our{' '}
        <Link to={pagePath('privacyPolicy')}>Privacy Statement</Link>.
      </p>
      <p>
        <Link to={pagePath('home')}>Back to Home</Link>
      </p>
    </PageIntro>
  );
}

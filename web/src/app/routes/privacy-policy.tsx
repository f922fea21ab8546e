import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { privacyPolicyIntro } from '@/features/legal/content/privacy-policy-intro';

export function Component() {
  return (
    <PageIntro copy={privacyPolicyIntro}>
      <p>
        <Link to={pagePath('home')}>Back to Home</Link>
      </p>
    </PageIntro>
  );
}

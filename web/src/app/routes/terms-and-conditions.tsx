import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { termsAndConditionsIntro } from '@/features/legal/content/terms-and-conditions-intro';

export function Component() {
  return (
    <PageIntro copy={termsAndConditionsIntro}>
      <p>
        <Link to={pagePath('home')}>Back to Home</Link>
      </p>
    </PageIntro>
  );
}

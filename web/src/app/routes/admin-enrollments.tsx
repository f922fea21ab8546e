import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { EnrollmentsReview } from '@/features/admin/components/enrollments-review';
import { enrollmentsCopy, enrollmentsIntro } from '@/features/admin/content/enrollments-copy';

export function Component() {
  return (
    <PageIntro copy={enrollmentsIntro}>
      <p>
        <Link to={pagePath('admin')}>{enrollmentsCopy.backToAdmin}</Link>
      </p>
      <EnrollmentsReview />
    </PageIntro>
  );
}

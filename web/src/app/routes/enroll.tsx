import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';
import { EnrollmentPage } from '@/features/enrollments/components/enrollment-page';

export function Component() {
  return (
    <PageIntro copy={pages.enroll}>
      <EnrollmentPage />
    </PageIntro>
  );
}

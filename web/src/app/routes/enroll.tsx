import { PageIntro } from '@/components/ui/page-intro';
import { enrollIntro } from '@/features/enrollments/content/enroll-intro';
import { EnrollmentPage } from '@/features/enrollments/components/enrollment-page';

export function Component() {
  return (
    <PageIntro copy={enrollIntro}>
      <EnrollmentPage />
    </PageIntro>
  );
}

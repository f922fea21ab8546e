import { PageIntro } from '@/components/ui/page-intro';
import { profileIntro } from '@/features/auth/content/profile-intro';
import { AccountDashboard } from '@/features/auth/components/account-dashboard';
import { MyEnrollments } from '@/features/enrollments/components/my-enrollments';

export function Component() {
  return (
    <PageIntro copy={profileIntro}>
      {/* Mounted only while its tab is shown, so the list is fetched each time it opens. */}
      <AccountDashboard enrollments={<MyEnrollments />} />
    </PageIntro>
  );
}

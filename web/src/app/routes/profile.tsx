import { PageIntro } from '@/components/ui/page-intro';
import { ProfileForm } from '@/features/account/components/profile-form';
import { YourData } from '@/features/account/components/your-data';
import { profileIntro } from '@/features/auth/content/profile-intro';
import { AccountDashboard } from '@/features/auth/components/account-dashboard';
import { MyAthletes } from '@/features/athletes/components/my-athletes';
import { MyRanks } from '@/features/certificates/components/my-ranks';
import { MyEnrollments } from '@/features/enrollments/components/my-enrollments';

export function Component() {
  return (
    <PageIntro copy={profileIntro}>
      <AccountDashboard
        profileEditor={<ProfileForm />}
        athletes={<MyAthletes />}
        ranks={<MyRanks />}
        enrollments={<MyEnrollments />}
        yourData={<YourData />}
      />
    </PageIntro>
  );
}

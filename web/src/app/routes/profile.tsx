import { PageIntro } from '@/components/ui/page-intro';
import { profileIntro } from '@/features/auth/content/profile-intro';
import { AccountDashboard } from '@/features/auth/components/account-dashboard';

export function Component() {
  return (
    <PageIntro copy={profileIntro}>
      <AccountDashboard />
    </PageIntro>
  );
}

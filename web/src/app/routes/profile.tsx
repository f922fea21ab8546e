import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';
import { AccountDashboard } from '@/features/auth/components/account-dashboard';

export function Component() {
  return (
    <PageIntro copy={pages.profile}>
      <AccountDashboard />
    </PageIntro>
  );
}

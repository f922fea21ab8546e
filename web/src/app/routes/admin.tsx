import { PageIntro } from '@/components/ui/page-intro';
import { AdminHome } from '@/features/admin/components/admin-home';
import { adminHomeIntro } from '@/features/admin/content/admin-copy';

export function Component() {
  return (
    <PageIntro copy={adminHomeIntro}>
      <AdminHome />
    </PageIntro>
  );
}

import { PageIntro } from '@/components/ui/page-intro';
import { RanksAdmin } from '@/features/gradings/components/ranks-admin';
import { ranksAdminIntro } from '@/features/gradings/content/ranks-admin-copy';

export function Component() {
  return (
    <PageIntro copy={ranksAdminIntro}>
      <RanksAdmin />
    </PageIntro>
  );
}

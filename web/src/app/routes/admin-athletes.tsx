import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { AthletesSearch } from '@/features/admin/components/athletes-search';
import {
  athletesAdminCopy,
  athletesAdminIntro,
} from '@/features/admin/content/athletes-admin-copy';

export function Component() {
  return (
    <PageIntro copy={athletesAdminIntro}>
      <p>
        <Link to={pagePath('admin')}>{athletesAdminCopy.backToAdmin}</Link>
      </p>
      <AthletesSearch />
    </PageIntro>
  );
}

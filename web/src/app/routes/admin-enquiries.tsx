import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { EnquiriesInbox } from '@/features/admin/components/enquiries-inbox';
import { enquiriesCopy, enquiriesIntro } from '@/features/admin/content/admin-copy';

export function Component() {
  return (
    <PageIntro copy={enquiriesIntro}>
      <p>
        <Link to={pagePath('admin')}>{enquiriesCopy.backToAdmin}</Link>
      </p>
      <EnquiriesInbox />
    </PageIntro>
  );
}

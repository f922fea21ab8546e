import { Link, useParams } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { OfficeEntries } from '@/features/championships/components/office-entries';
import { officeIntro } from '@/features/championships/content/entry-intros';
import { officeCopy } from '@/features/championships/content/office-copy';

export function Component() {
  const { eventId = '' } = useParams();
  return (
    <PageIntro copy={officeIntro}>
      <p>
        <Link to={pagePath('admin')}>{officeCopy.backToAdmin}</Link>
      </p>
      <OfficeEntries key={eventId} eventId={eventId} />
    </PageIntro>
  );
}

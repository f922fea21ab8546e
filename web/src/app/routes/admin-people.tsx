import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/ui/page-intro';
import { pagePath } from '@/config/page-registry';
import { PeopleRoles } from '@/features/championships/components/people-roles';
import { peopleIntro } from '@/features/championships/content/entry-intros';
import { peopleCopy } from '@/features/championships/content/office-copy';

export function Component() {
  return (
    <PageIntro copy={peopleIntro}>
      <p>
        <Link to={pagePath('admin')}>{peopleCopy.backToAdmin}</Link>
      </p>
      <PeopleRoles />
    </PageIntro>
  );
}

import { PageIntro } from '@/components/ui/page-intro';
import { Spinner } from '@/components/ui/spinner';
import { pages } from '@/config/pages';

export function Component() {
  return (
    <PageIntro copy={pages.googleCallback}>
      <Spinner label="Signing you in" />
    </PageIntro>
  );
}

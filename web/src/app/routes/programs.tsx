import { PageIntro } from '@/components/ui/page-intro';
import { pages } from '@/config/pages';

export function Component() {
  return <PageIntro copy={pages.programs} />;
}

import { PageIntro } from '@/components/ui/page-intro';
import { programsIntro } from '@/features/programs/content/programs-intro';

export function Component() {
  return <PageIntro copy={programsIntro} />;
}

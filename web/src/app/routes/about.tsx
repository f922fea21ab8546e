import { PageIntro } from '@/components/ui/page-intro';
import { aboutIntro } from '@/features/about/content/about-intro';

export function Component() {
  return <PageIntro copy={aboutIntro} />;
}

import { DeadEndPage } from '@/components/ui/dead-end-page';
import { pagePath } from '@/config/page-registry';
import { notFoundIntro } from '@/features/not-found/content/not-found-intro';

export function Component() {
  return <DeadEndPage copy={notFoundIntro} homePath={pagePath('home')} />;
}

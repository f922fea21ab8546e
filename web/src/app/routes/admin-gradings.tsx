import { PageIntro } from '@/components/ui/page-intro';
import { GradingsHome } from '@/features/gradings/components/gradings-home';
import { gradingsIntro } from '@/features/gradings/content/gradings-copy';

export function Component() {
  return (
    <PageIntro copy={gradingsIntro}>
      <GradingsHome />
    </PageIntro>
  );
}

import { PageIntro } from '@/components/ui/page-intro';
import { galleryIntro } from '@/features/gallery/content/gallery-intro';

export function Component() {
  return <PageIntro copy={galleryIntro} />;
}

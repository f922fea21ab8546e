import { GalleryPage } from '@/features/gallery/components/gallery-page';

export function Component() {
  return <GalleryPage />;
}

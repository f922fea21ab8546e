import { SmartImage, type SmartImageProps } from '@/components/ui/smart-image';
import type { GallerySources } from '@/features/gallery/types';

interface GalleryPictureProps extends SmartImageProps {
  sources?: GallerySources;
  /** How wide the picture is drawn, for the browser's choice of size. */
  sizes: string;
}

/**
 * A gallery picture: an uploaded photo offers its WebP sizes with JPEG as the fallback, so each
 * screen fetches the smallest file that is sharp on it; a picture that is a file of the site is
 * shown as it is.
 */
export function GalleryPicture({ sources, sizes, ...image }: GalleryPictureProps) {
  if (!sources) return <SmartImage {...image} />;
  return (
    <picture className="gallery-picture">
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      <SmartImage {...image} srcSet={sources.jpeg} sizes={sizes} />
    </picture>
  );
}

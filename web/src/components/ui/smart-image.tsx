import { type ImgHTMLAttributes, useState } from 'react';
import { ImageOffIcon } from '@/components/ui/icons';
import { uiCopy } from '@/components/ui/ui-copy';
import './smart-image.css';

const IMAGE_UNAVAILABLE_TEXT = uiCopy.imageUnavailable;

export interface SmartImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'onError' | 'width' | 'height'
> {
  src: string;
  alt: string;
  /** Tried in order when the previous source fails to load (first, then second). */
  fallbacks?: readonly string[];
  /** Intrinsic size, so the browser reserves the space before the file arrives. */
  width: number;
  height: number;
}

function candidateSources(src: string, fallbacks: readonly string[]): string[] {
  return [...new Set([src, ...fallbacks].filter((source) => source.trim() !== ''))];
}

/**
 * An <img> that walks down a list of fallbacks on load errors and ends on a text placeholder, so a
 * missing file never leaves a broken-image icon on the page.
 */
export function SmartImage({
  src,
  alt,
  fallbacks = [],
  width,
  height,
  className,
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: SmartImageProps) {
  // Failures are remembered per `src`, so a new image starts again from its first source.
  const [failures, setFailures] = useState({ src, count: 0 });
  const failedCount = failures.src === src ? failures.count : 0;
  const sources = candidateSources(src, fallbacks);
  const current = sources[failedCount];

  if (current === undefined) {
    return (
      <span
        role="img"
        aria-label={alt ? `${alt}: ${IMAGE_UNAVAILABLE_TEXT}` : IMAGE_UNAVAILABLE_TEXT}
        className={['smart-image-placeholder', className].filter(Boolean).join(' ')}
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <ImageOffIcon size={32} />
        <span aria-hidden="true">{IMAGE_UNAVAILABLE_TEXT}</span>
      </span>
    );
  }

  return (
    <img
      {...rest}
      key={current}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      className={className}
      onError={() => setFailures({ src, count: failedCount + 1 })}
    />
  );
}

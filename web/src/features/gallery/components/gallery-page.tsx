import { useId, useRef, useState } from 'react';
import { CategoryChips } from '@/features/gallery/components/category-chips';
import { FeaturedMoments } from '@/features/gallery/components/featured-moments';
import { GalleryCollage } from '@/features/gallery/components/gallery-collage';
import { GalleryEmpty } from '@/features/gallery/components/gallery-empty';
import { GalleryHero } from '@/features/gallery/components/gallery-hero';
import { GalleryLightbox } from '@/features/gallery/components/gallery-lightbox';
import { GalleryList } from '@/features/gallery/components/gallery-list';
import { SearchPanel, SearchToggle } from '@/features/gallery/components/gallery-search';
import { ViewToggle } from '@/features/gallery/components/view-toggle';
import { featuredMoments } from '@/features/gallery/content/featured-moments';
import { galleryCopy as copy } from '@/features/gallery/content/gallery-copy';
import { galleryIntro } from '@/features/gallery/content/gallery-intro';
import { useGalleryBrowser } from '@/features/gallery/hooks/use-gallery-browser';
import { useGalleryItems, type GalleryStatus } from '@/features/gallery/hooks/use-gallery-items';
import { useLightbox } from '@/features/gallery/hooks/use-lightbox';
import type { GalleryItem } from '@/features/gallery/types';
import './gallery-page.css';

/** Gallery page: the office's public pictures, read from the API once the page is up. */
export function GalleryPage() {
  const { items, status, retry } = useGalleryItems();
  return <GalleryBrowser items={items} status={status} onRetry={retry} />;
}

interface GalleryBrowserProps {
  items: readonly GalleryItem[];
  status?: GalleryStatus;
  onRetry?: () => void;
}

/** Hero, search, categories, three views, lightbox, Featured Moments, over the given items. */
export function GalleryBrowser({ items, status = 'ready', onRetry }: GalleryBrowserProps) {
  const browser = useGalleryBrowser(items);
  const resultsRef = useRef<HTMLDivElement>(null);
  const allChipRef = useRef<HTMLButtonElement>(null);
  const lightbox = useLightbox(browser.visible, resultsRef);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchPanelId = useId();
  const { filters, visible, view } = browser;

  const resetFilters = () => {
    browser.resetFilters();
    // The Reset button disappears with the empty state; focus lands on the chip now pressed.
    allChipRef.current?.focus();
  };

  return (
    <>
      <GalleryHero copy={galleryIntro} />
      <section className="gallery container" aria-labelledby="gallery-browse-heading">
        <h2 id="gallery-browse-heading" className="visually-hidden">
          {copy.browseHeading}
        </h2>
        <div className="gallery__toolbar">
          <SearchToggle
            open={searchOpen}
            panelId={searchPanelId}
            active={filters.query.trim() !== ''}
            copy={copy}
            onToggle={() => setSearchOpen((open) => !open)}
          />
          <ViewToggle value={view} copy={copy} onChange={browser.setView} />
        </div>
        <SearchPanel
          id={searchPanelId}
          open={searchOpen}
          query={filters.query}
          copy={copy}
          onQueryChange={browser.setQuery}
        />
        <CategoryChips
          value={filters.category}
          copy={copy}
          onChange={browser.setCategory}
          allRef={allChipRef}
        />
        <p className="gallery__summary" role="status">
          {status === 'loading'
            ? copy.loading
            : status === 'failed'
              ? copy.loadFailed
              : copy.summary(visible.length, browser.total, filters.query)}
        </p>
        <div
          ref={resultsRef}
          className={`gallery__results${status === 'ready' ? '' : ' gallery__results--waiting'}`}
          aria-busy={status === 'loading'}
        >
          {status === 'failed' ? (
            <button type="button" className="button button--secondary" onClick={onRetry}>
              {copy.retry}
            </button>
          ) : status === 'loading' ? null : visible.length === 0 ? (
            <GalleryEmpty copy={copy} onReset={resetFilters} />
          ) : view === 'collage' ? (
            <GalleryCollage items={visible} copy={copy} onOpen={lightbox.open} />
          ) : (
            <GalleryList items={visible} layout={view} copy={copy} onOpen={lightbox.open} />
          )}
        </div>
      </section>
      <FeaturedMoments copy={featuredMoments} />
      <GalleryLightbox
        item={lightbox.current}
        index={lightbox.index}
        total={lightbox.total}
        copy={copy}
        onClose={lightbox.close}
        onStep={lightbox.step}
      />
    </>
  );
}

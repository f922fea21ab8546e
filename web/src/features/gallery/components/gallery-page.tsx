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
import { galleryItems } from '@/features/gallery/content/gallery-items';
import { useGalleryBrowser } from '@/features/gallery/hooks/use-gallery-browser';
import { useLightbox } from '@/features/gallery/hooks/use-lightbox';
import './gallery-page.css';

/** Gallery page: hero, search, categories, three views, lightbox, Featured Moments. */
export function GalleryPage() {
  const browser = useGalleryBrowser(galleryItems);
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
          {copy.summary(visible.length, browser.total, filters.query)}
        </p>
        <div ref={resultsRef} className="gallery__results">
          {visible.length === 0 ? (
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

import type { PageCopy } from '@/components/ui/page-intro';

/** The hero's drawing: three snapshots (a medal, a kick, a black belt); decorative. */
const HERO_ART = { src: '/images/gallery/gallery-hero.svg', width: 480, height: 320 };

interface GalleryHeroProps {
  copy: PageCopy;
}

/** Gallery: the page's hero, holding its only <h1>. */
export function GalleryHero({ copy }: GalleryHeroProps) {
  return (
    <section className="gallery-hero" aria-labelledby="page-heading">
      <div className="container gallery-hero__inner">
        <div>
          <h1 id="page-heading" tabIndex={-1}>
            {copy.heading}
          </h1>
          <p className="gallery-hero__lead">{copy.intro}</p>
        </div>
        {/* The largest thing on a laptop's first screen (its LCP element): fetched first. */}
        <img
          className="gallery-hero__art"
          alt=""
          decoding="async"
          fetchPriority="high"
          {...HERO_ART}
        />
      </div>
    </section>
  );
}

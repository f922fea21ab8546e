import { Carousel } from '@/components/ui/carousel';
import { HeroSlideView } from '@/features/home/components/hero-slide';
import type { HeroContent } from '@/features/home/types';
import './hero-section.css';

/** The hero advances every 5000 ms. */
export const HERO_INTERVAL_MS = 5_000;

/**
 * The page's h1 and the five-slide carousel. The first slide is in the prerendered HTML and its
 * picture is fetched first: it is the page's largest paint.
 */
export function HeroSection({ content }: { content: HeroContent }) {
  return (
    <section className="home-hero" aria-labelledby="page-heading">
      <div className="container home-hero__inner">
        <h1 id="page-heading" className="home-hero__heading" tabIndex={-1}>
          {content.heading}
        </h1>
        <Carousel
          className="home-hero__carousel"
          label={content.carouselLabel}
          intervalMs={HERO_INTERVAL_MS}
          slides={content.slides.map((slide, index) => (
            <HeroSlideView key={slide.id} slide={slide} first={index === 0} />
          ))}
        />
      </div>
    </section>
  );
}

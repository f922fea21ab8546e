import { lazy, Suspense, useState } from 'react';
import { Carousel } from '@/components/ui/carousel';
import { PageSection } from '@/features/programs/components/page-section';
import { TestimonialCard } from '@/features/programs/components/testimonial-card';
import { testimonialSection as copy } from '@/features/programs/content/testimonials';

/** A new testimonial every 5000 ms; 3 side by side from 768 px (48rem), else 1. */
const INTERVAL_MS = 5000;
const PER_VIEW = { base: 1, md: 3 } as const;

const loadAllDialog = () => import('@/features/programs/components/all-testimonials-dialog');
const AllTestimonialsDialog = lazy(() =>
  loadAllDialog().then((module) => ({ default: module.AllTestimonialsDialog })),
);
const preloadAllDialog = () => void loadAllDialog();

/** Testimonials: a carousel, and View All Testimonials for the whole list in a modal. */
export function TestimonialsSection() {
  const [showAll, setShowAll] = useState(false);
  return (
    <PageSection id="testimonials" heading={copy.heading} intro={copy.intro} tone="muted">
      <Carousel
        label={copy.carouselLabel}
        intervalMs={INTERVAL_MS}
        slidesPerView={PER_VIEW}
        className="testimonials-carousel"
        slides={copy.testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      />
      <p className="testimonials__all">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setShowAll(true)}
          onPointerEnter={preloadAllDialog}
          onFocus={preloadAllDialog}
        >
          {copy.viewAll}
        </button>
      </p>
      {showAll && (
        <Suspense fallback={null}>
          <AllTestimonialsDialog onClose={() => setShowAll(false)} />
        </Suspense>
      )}
    </PageSection>
  );
}

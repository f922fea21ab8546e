import { type ReactNode, useId } from 'react';
import {
  placeSlide,
  resolvePerView,
  type SlidesPerView,
  trackStyle,
} from '@/components/ui/carousel-layout';
import { type CarouselLabels, carouselLabels } from '@/components/ui/carousel-copy';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import { useCarousel } from '@/components/ui/use-carousel';
import './carousel.css';

type SlideSource =
  | { slides: readonly ReactNode[]; count?: never; renderSlide?: never }
  | {
      slides?: never;
      count: number;
      renderSlide: (index: number, state: { current: boolean }) => ReactNode;
    };

export type CarouselProps = SlideSource & {
  /** Names the carousel for assistive technology ("Highlights", "What parents say"). */
  label: string;
  /** Auto-advance period in ms; leave out for a carousel that only moves when asked. */
  intervalMs?: number;
  slidesPerView?: SlidesPerView;
  swipeThreshold?: number;
  labels?: Partial<CarouselLabels>;
  className?: string;
};

/**
 * WAI-ARIA carousel: previous/next and one dot per slide, all wrapping; optional rotation with a
 * stop/start button (WCAG 2.2.2), paused on hover and keyboard focus. The slide region is
 * aria-live "polite" except while rotating, so only moves the visitor asked for are announced.
 * Several slides per view move one slide per step. Placement is in CSS (see carousel-layout), so
 * the prerendered HTML shows the first slide(s) at every width.
 */
export function Carousel(props: CarouselProps) {
  const { label, intervalMs = 0, slidesPerView = 1, swipeThreshold = 40, className } = props;
  const labels = { ...carouselLabels, ...props.labels };
  const count = props.slides ? props.slides.length : props.count;
  const trackId = useId();
  const carousel = useCarousel({ count, intervalMs, swipeThreshold });
  const perView = resolvePerView(slidesPerView, count);
  const turn = carousel.turn === 0 ? undefined : carousel.turn % 2 === 0 ? 'even' : 'odd';

  const slideContent = (index: number) =>
    props.slides
      ? props.slides[index]
      : props.renderSlide(index, { current: index === carousel.current });

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      {...carousel.rootHandlers}
    >
      <div
        id={trackId}
        className="carousel__track"
        style={trackStyle(perView)}
        aria-live={carousel.rotating ? 'off' : 'polite'}
        data-turn={turn}
        {...carousel.trackHandlers}
      >
        {Array.from({ length: count }, (_, index) => {
          const placement = placeSlide(index, carousel.current, count, perView);
          return (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, count)}
              className="carousel__slide"
              style={placement.style}
              inert={placement.offEverywhere}
            >
              {slideContent(index)}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="carousel__controls">
          {carousel.canRotate && (
            <button
              type="button"
              className="carousel__button carousel__rotation"
              aria-label={carousel.rotationOn ? labels.stopRotation : labels.startRotation}
              onClick={carousel.toggleRotation}
            >
              {carousel.rotationOn ? <PauseIcon size={18} /> : <PlayIcon size={18} />}
            </button>
          )}
          <button
            type="button"
            className="carousel__button"
            aria-controls={trackId}
            aria-label={labels.previous}
            onClick={carousel.previous}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <div className="carousel__dots">
            {Array.from({ length: count }, (_, index) => (
              <button
                key={index}
                type="button"
                className="carousel__dot"
                aria-controls={trackId}
                aria-label={labels.goTo(index + 1)}
                aria-current={index === carousel.current ? 'true' : undefined}
                onClick={() => carousel.goTo(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="carousel__button"
            aria-controls={trackId}
            aria-label={labels.next}
            onClick={carousel.next}
          >
            <ChevronRightIcon size={20} />
          </button>
        </div>
      )}
    </section>
  );
}

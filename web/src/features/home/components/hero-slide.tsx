import { Link } from 'react-router-dom';
import type { HeroSlide } from '@/features/home/types';

interface HeroSlideViewProps {
  slide: HeroSlide;
  /** The slide shown at first paint: its picture loads eagerly and first. */
  first: boolean;
}

export function HeroSlideView({ slide, first }: HeroSlideViewProps) {
  const [primary, secondary] = slide.actions;
  return (
    <div className="hero-slide">
      <div className="hero-slide__text">
        <h2 className="hero-slide__title">{slide.title}</h2>
        <p className="hero-slide__lead">{slide.text}</p>
        <p className="hero-slide__actions">
          <Link to={primary.to} className="button button--primary">
            {primary.label}
          </Link>
          <Link to={secondary.to} className="button button--on-dark">
            {secondary.label}
          </Link>
        </p>
      </div>
      <img
        className={first ? 'hero-slide__image' : 'hero-slide__image hero-slide__image--later'}
        src={slide.image.src}
        alt={slide.image.alt}
        width={slide.image.width}
        height={slide.image.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? undefined : 'async'}
      />
    </div>
  );
}

import type { HomeProgramCard } from '@/features/home/types';

interface ProgramCardProps {
  card: HomeProgramCard;
  learnMore: string;
  /** Read after "Learn More" so each card's button has its own name. */
  learnMoreAbout: string;
  onLearnMore: () => void;
  onPreload: () => void;
}

export function ProgramCard({
  card,
  learnMore,
  learnMoreAbout,
  onLearnMore,
  onPreload,
}: ProgramCardProps) {
  return (
    <article className="card">
      <img
        className="card__image"
        src={card.image.src}
        alt={card.image.alt}
        width={card.image.width}
        height={card.image.height}
        loading="lazy"
        decoding="async"
      />
      <div className="home-card__body">
        <p className="home-card__badge">{card.ageRange}</p>
        <h3 className="home-card__title">{card.title}</h3>
        <p className="home-card__text">{card.summary}</p>
        <button
          type="button"
          className="button button--secondary home-card__action"
          aria-haspopup="dialog"
          onClick={onLearnMore}
          onPointerEnter={onPreload}
          onFocus={onPreload}
        >
          {learnMore}
          <span className="visually-hidden"> {learnMoreAbout}</span>
        </button>
      </div>
    </article>
  );
}

import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { SmartImage } from '@/components/ui/smart-image';
import { ClassSessions } from '@/features/programs/components/class-sessions';
import type { Program } from '@/features/programs/content/types';
import { programsUi as ui } from '@/features/programs/content/ui';
import { CARD_DESCRIPTION_LIMIT, FEATURED_DESCRIPTION_LIMIT, truncate } from '@/lib/truncate';

/** Cards show the first 3 benefits. */
const CARD_BENEFITS = 3;

interface ProgramCardProps {
  program: Program;
  featured?: boolean;
  onLearnMore: (program: Program) => void;
  /** Called when Learn More is hovered or focused, to fetch the modal's code ahead of the click. */
  onIntent?: () => void;
}

/** A program as a grid card or, when it is the one selected, as the large featured card. */
export function ProgramCard({
  program,
  featured = false,
  onLearnMore,
  onIntent,
}: ProgramCardProps) {
  const titleId = `program-${program.id}-title`;
  const limit = featured ? FEATURED_DESCRIPTION_LIMIT : CARD_DESCRIPTION_LIMIT;
  return (
    <article
      className={`card program-card${featured ? ' program-card--featured' : ''}`}
      style={{ '--program-color': program.color } as CSSProperties}
      aria-labelledby={titleId}
    >
      <SmartImage
        className="card__image"
        src={program.image}
        fallbacks={['/images/placeholder.svg']}
        alt=""
        width={640}
        height={360}
      />
      <div className="program-card__body">
        <h3 id={titleId} className="program-card__title">
          {program.title}
        </h3>
        <p className="program-card__age">{program.ageRange}</p>
        <p className="program-card__description">{truncate(program.description, limit)}</p>
        <ul className="program-card__benefits" aria-label={ui.benefitsHeading}>
          {program.benefits.slice(0, CARD_BENEFITS).map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        {featured && (
          <div className="program-card__schedule">
            <p className="program-card__label" id={`${titleId}-schedule`}>
              {ui.scheduleHeading}
            </p>
            <ClassSessions sessions={program.schedule} aria-labelledby={`${titleId}-schedule`} />
          </div>
        )}
        <p className="program-card__actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => onLearnMore(program)}
            onPointerEnter={onIntent}
            onFocus={onIntent}
          >
            {ui.learnMore}
            <span className="visually-hidden">
              {' '}
              {ui.nameJoiners.learnMore} {program.title}
            </span>
          </button>
          <Link to={ui.enrollNow.to} className="button button--primary">
            {ui.enrollNow.label}
            <span className="visually-hidden">
              {' '}
              {ui.nameJoiners.enrollNow} {program.title}
            </span>
          </Link>
        </p>
      </div>
    </article>
  );
}

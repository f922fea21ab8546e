import { eventTypeLabels } from '@contracts/enum-labels';
import type { Event } from '@contracts/event';
import { SmartImage } from '@/components/ui/smart-image';
import type { UpcomingEventsContent } from '@/features/home/types';
import { formatDateRange } from '@/lib/dates';

const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

interface EventCardProps {
  event: Event;
  content: UpcomingEventsContent;
  onViewDetails: () => void;
  onPreload: () => void;
}

/** One upcoming event: picture, type, title, dates ('MMMM d, yyyy') and place. */
export function EventCard({ event, content, onViewDetails, onPreload }: EventCardProps) {
  const dates = formatDateRange(
    event.date.startDate,
    event.date.endDate,
    'month-day-year',
    content.dateUnknown,
  );
  return (
    <article className="card">
      <SmartImage
        className="card__image"
        src={event.image ?? PLACEHOLDER_IMAGE}
        fallbacks={[PLACEHOLDER_IMAGE]}
        alt=""
        width={640}
        height={360}
      />
      <div className="home-card__body">
        <p className="home-card__badge">{eventTypeLabels[event.eventType]}</p>
        <h3 className="home-card__title">{event.title}</h3>
        <p className="home-card__meta">
          <time dateTime={event.date.startDate}>{dates}</time>
        </p>
        <p className="home-card__meta">
          {event.location.city}, {event.location.state}
        </p>
        <button
          type="button"
          className="button button--secondary home-card__action"
          aria-haspopup="dialog"
          onClick={onViewDetails}
          onPointerEnter={onPreload}
          onFocus={onPreload}
        >
          {content.viewDetails}
          <span className="visually-hidden"> {content.viewDetailsAbout(event.title)}</span>
        </button>
      </div>
    </article>
  );
}

import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Event } from '@contracts/event';
import { ImageOffIcon } from '@/components/ui/icons';
import { SmartImage } from '@/components/ui/smart-image';
import { pagePath } from '@/config/page-registry';
import { EventDateTile } from '@/components/event-detail/event-date-tile';
import { type EventDetailCopy, eventDetailCopy } from '@/lib/events/event-detail-copy';
import { eventsPageCopy } from '@/features/events/content/events-page-copy';
import type { EventsPageCopy } from '@/features/events/types';
import { cardSummary } from '@/features/events/lib/events-card-summary';
import { eventDetailView } from '@/lib/events/event-detail-view';
import './events-card.css';

interface EventCardProps {
  event: Event;
  onViewDetails: (event: Event) => void;
  /** Starts loading the detail modal when the visitor is about to ask for it. */
  onPreload: () => void;
  copy?: EventsPageCopy['card'];
  detailCopy?: EventDetailCopy;
  /**
   * The first card of the list: its picture is in the first screenful on a phone, often the
   * largest thing there, so it is fetched at once and first rather than lazily.
   */
  leading?: boolean;
}

const IMAGE_SIZE = { width: 640, height: 360 };

/** One event in the list: picture or placeholder, type, date, place, a summary and two actions. */
export function EventCard({
  event,
  onViewDetails,
  onPreload,
  copy = eventsPageCopy.card,
  detailCopy = eventDetailCopy,
  leading = false,
}: EventCardProps) {
  const titleId = useId();
  // The modal's view, so a card and its modal show the same title, date and place fallbacks.
  const view = eventDetailView(event, detailCopy, 'long');

  return (
    <article className="card event-card" aria-labelledby={titleId}>
      <div className="event-card__media">
        {view.image ? (
          <SmartImage
            src={view.image}
            alt=""
            fallbacks={['/images/placeholder.svg']}
            className="event-card__image"
            loading={leading ? 'eager' : 'lazy'}
            fetchPriority={leading ? 'high' : undefined}
            {...IMAGE_SIZE}
          />
        ) : (
          <div className="event-card__no-image">
            <ImageOffIcon size={28} />
            <span>{detailCopy.noImage}</span>
          </div>
        )}
        <EventDateTile tile={view.tile} tba={detailCopy.tba} />
        {view.typeLabel && <span className="event-card__type">{view.typeLabel}</span>}
      </div>

      <div className="event-card__body">
        <h3 id={titleId} className="event-card__title">
          <Link to={pagePath('eventDetail', { eventId: event.id })}>{view.title}</Link>
        </h3>
        <p className="event-card__when">{view.dateText}</p>
        <p className="event-card__where">{view.place}</p>
        <p className="event-card__summary">
          {view.description ? cardSummary(view.description) : detailCopy.noDescription}
        </p>
      </div>

      <div className="event-card__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={titleId}
          onClick={() => onViewDetails(event)}
          onFocus={onPreload}
          onPointerEnter={onPreload}
        >
          {copy.viewDetails}
        </button>
        <Link to={copy.register.to} className="button button--primary" aria-describedby={titleId}>
          {copy.register.label}
        </Link>
      </div>
    </article>
  );
}

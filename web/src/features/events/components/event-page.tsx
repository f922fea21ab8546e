import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { pagePath } from '@/config/page-registry';
import { AddToCalendarLink } from '@/components/event-detail/add-to-calendar-link';
import { EventDetailBody } from '@/components/event-detail/event-detail-body';
import { EventPageJsonLd } from '@/features/events/components/event-page-json-ld';
import { EventPageNotFound } from '@/features/events/components/event-page-not-found';
import { eventPageCopy } from '@/features/events/content/event-page-copy';
import type { EventPageCopy } from '@/features/events/types';
import { eventDetailView } from '@/lib/events/event-detail-view';
import { eventMetaDescription } from '@/features/events/lib/event-page-meta';
import { useEventPage } from '@/features/events/hooks/use-event-page';
import { useDocumentHeadOverride } from '@/hooks/use-document-head-override';
import './event-page.css';

interface EventPageProps {
  eventId: string;
  copy?: EventPageCopy;
  /** More about a server event, below its details (the app shell adds a championship's lists). */
  children?: ReactNode;
}

/**
 * Event detail: /events/{eventId} with a back link to /events. The h1 stays one element
 * through loading, the event and 'Event Not Found', so focus placed on it by the layout after the
 * navigation is not lost when the answer arrives.
 */
export function EventPage({ eventId, copy = eventPageCopy, children }: EventPageProps) {
  const state = useEventPage(eventId);
  const event = state.kind === 'event' ? state.event : null;
  const view = event ? eventDetailView(event, copy.detail, 'long') : null;
  const { actions } = copy.detail;

  const heading =
    state.kind === 'loading' ? copy.loadingHeading : view ? view.title : copy.notFound.heading;
  useDocumentHeadOverride(
    state.kind === 'loading' ? null : heading,
    view ? eventMetaDescription(view, copy.metaFallback) : null,
  );

  return (
    <section
      className="event-page container"
      aria-labelledby="page-heading"
      aria-busy={state.kind === 'loading'}
    >
      <p className="event-page__back">
        <Link to={pagePath('events')}>
          <ChevronLeftIcon size={18} />
          {copy.backToEvents}
        </Link>
      </p>

      <h1 id="page-heading" className="event-page__heading" tabIndex={-1}>
        {heading}
      </h1>

      {state.kind === 'loading' && (
        <div className="event-page__status">
          <Spinner label={copy.loading} />
        </div>
      )}

      {state.kind === 'not-found' && <EventPageNotFound copy={copy.notFound} />}

      {state.kind === 'event' && view && (
        <>
          {state.source === 'sample' && (
            <p className="event-page__notice" role="note">
              {copy.sampleNotice}
            </p>
          )}
          <EventDetailBody view={view} copy={copy.detail} headingLevel={2} />
          <div className="event-page__actions">
            {/* Sample events live only in the browser: no calendar file, no search-engine data. */}
            {state.source === 'server' && (
              <AddToCalendarLink
                eventId={state.event.id}
                label={actions.addToCalendar}
                className="button button--secondary"
              />
            )}
            <Link to={actions.contact.to} className="button button--secondary">
              {actions.contact.label}
            </Link>
            <Link to={actions.register.to} className="button button--primary">
              {actions.register.label}
            </Link>
          </div>
          {state.source === 'server' && <EventPageJsonLd event={state.event} />}
          {state.source === 'server' && children}
        </>
      )}
    </section>
  );
}

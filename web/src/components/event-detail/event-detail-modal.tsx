import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/modal';
import { AddToCalendarLink } from '@/components/event-detail/add-to-calendar-link';
import { EventDetailBody } from '@/components/event-detail/event-detail-body';
import { type EventDetailCopy, eventDetailCopy } from '@/lib/events/event-detail-copy';
import { type EventDetailData, eventDetailView } from '@/lib/events/event-detail-view';
import type { DateStyle } from '@/lib/dates';

export interface EventDetailModalProps {
  /** null or undefined shows 'Event information not available'. */
  event: EventDetailData | null | undefined;
  open: boolean;
  onClose: () => void;
  /** 'MMMM d, yyyy' on the home page (the default), en-IN long elsewhere. */
  dateStyle?: DateStyle;
  copy?: EventDetailCopy;
}

function Actions({
  copy,
  onNavigate,
  register = true,
  eventId,
}: {
  copy: EventDetailCopy;
  onNavigate: () => void;
  register?: boolean;
  eventId?: string | undefined;
}) {
  const { contact, register: enroll, addToCalendar } = copy.actions;
  // The links close the modal first, so focus and scrolling are released before the route changes.
  // The calendar link is a download: the page stays, and so does the modal.
  return (
    <>
      <AddToCalendarLink
        eventId={eventId}
        label={addToCalendar}
        className="button button--secondary"
      />
      <Link to={contact.to} className="button button--secondary" onClick={onNavigate}>
        {contact.label}
      </Link>
      {register && (
        <Link to={enroll.to} className="button button--primary" onClick={onNavigate}>
          {enroll.label}
        </Link>
      )}
    </>
  );
}

/** The event detail modal, shared by the home and events pages. */
export function EventDetailModal({
  event,
  open,
  onClose,
  dateStyle = 'month-day-year',
  copy = eventDetailCopy,
}: EventDetailModalProps) {
  if (!event) {
    return (
      <Modal
        open={open}
        onClose={onClose}
        title={copy.dialogTitle}
        size="sm"
        footer={<Actions copy={copy} onNavigate={onClose} register={false} />}
      >
        <p className="event-detail__unavailable">{copy.unavailable}</p>
      </Modal>
    );
  }

  const view = eventDetailView(event, copy, dateStyle);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={view.title}
      size="lg"
      footer={<Actions copy={copy} onNavigate={onClose} eventId={event.id} />}
    >
      <EventDetailBody view={view} copy={copy} headingLevel={3} />
    </Modal>
  );
}

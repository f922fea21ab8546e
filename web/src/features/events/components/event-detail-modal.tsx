import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ImageOffIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { SmartImage } from '@/components/ui/smart-image';
import { EventDateTile } from '@/features/events/components/event-date-tile';
import { KeyValueList } from '@/features/events/components/key-value-list';
import { RichText } from '@/features/events/components/rich-text';
import { TextOrKeyValuesContent } from '@/features/events/components/text-or-key-values';
import { type EventDetailCopy, eventDetailCopy } from '@/features/events/content/event-detail-copy';
import {
  type EventDetailData,
  type KeyValueEntry,
  eventDetailView,
} from '@/features/events/lib/event-detail-view';
import type { DateStyle } from '@/lib/dates';
import './event-detail-modal.css';

export interface EventDetailModalProps {
  /** null or undefined shows 'Event information not available'. */
  event: EventDetailData | null | undefined;
  open: boolean;
  onClose: () => void;
  /** Spec §9: 'MMMM d, yyyy' on the home page (the default), en-IN long elsewhere. */
  dateStyle?: DateStyle;
  copy?: EventDetailCopy;
}

const IMAGE_SIZE = { width: 640, height: 360 };

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="event-detail__section">
      <h3 className="event-detail__heading">{heading}</h3>
      {children}
    </section>
  );
}

function Actions({
  copy,
  onNavigate,
  register = true,
}: {
  copy: EventDetailCopy;
  onNavigate: () => void;
  register?: boolean;
}) {
  const { contact, register: enroll } = copy.actions;
  // The links close the modal first, so focus and scrolling are released before the route changes.
  return (
    <>
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

/** Spec §2 "Event detail modal", shared by the home and events pages. */
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
  const facts: KeyValueEntry[] = [
    { key: 'when', label: copy.facts.when, value: view.dateText },
    ...(view.timeText ? [{ key: 'time', label: copy.facts.time, value: view.timeText }] : []),
    { key: 'where', label: copy.facts.where, value: view.place },
    ...(view.venue ? [{ key: 'venue', label: copy.facts.venue, value: view.venue }] : []),
  ];
  const hasRegistration = view.registration !== null || view.registrationFacts.length > 0;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={view.title}
      size="lg"
      footer={<Actions copy={copy} onNavigate={onClose} />}
    >
      <div className="event-detail">
        <div className="event-detail__summary">
          <div className="event-detail__media">
            {view.image ? (
              <SmartImage
                src={view.image}
                alt=""
                fallbacks={['/images/placeholder.svg']}
                loading="eager"
                className="event-detail__image"
                {...IMAGE_SIZE}
              />
            ) : (
              <div className="event-detail__no-image">
                <ImageOffIcon size={32} />
                <span>{copy.noImage}</span>
              </div>
            )}
            <EventDateTile tile={view.tile} tba={copy.tba} />
            {view.typeLabel && <span className="event-detail__type">{view.typeLabel}</span>}
          </div>

          <KeyValueList entries={facts} />
        </div>

        <Section heading={copy.headings.about}>
          {view.description ? (
            <RichText source={view.description} />
          ) : (
            <p className="event-detail__missing">{copy.noDescription}</p>
          )}
        </Section>

        {view.details && (
          <Section heading={copy.headings.details}>
            <TextOrKeyValuesContent value={view.details} />
          </Section>
        )}

        {hasRegistration && (
          <Section heading={copy.headings.registration}>
            {view.registrationFacts.length > 0 && <KeyValueList entries={view.registrationFacts} />}
            {view.registration && <TextOrKeyValuesContent value={view.registration} />}
          </Section>
        )}

        {view.contact.length > 0 && (
          <Section heading={copy.headings.contact}>
            <KeyValueList entries={view.contact} />
          </Section>
        )}
      </div>
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { ImageOffIcon } from '@/components/ui/icons';
import { SmartImage } from '@/components/ui/smart-image';
import { EventDateTile } from '@/components/event-detail/event-date-tile';
import { KeyValueList } from '@/components/event-detail/key-value-list';
import { RichText } from '@/components/event-detail/rich-text';
import { TextOrKeyValuesContent } from '@/components/event-detail/text-or-key-values';
import type { EventDetailCopy } from '@/lib/events/event-detail-copy';
import type { EventDetailView, KeyValueEntry } from '@/lib/events/event-detail-view';
import './event-detail-modal.css';

const IMAGE_SIZE = { width: 640, height: 360 };

interface EventDetailBodyProps {
  view: EventDetailView;
  copy: EventDetailCopy;
  /** 3 inside the modal (its title is the h2), 2 on the event page (its title is the h1). */
  headingLevel: 2 | 3;
}

function Section({
  heading,
  level,
  children,
}: {
  heading: string;
  level: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="event-detail__section">
      <Heading className="event-detail__heading">{heading}</Heading>
      {children}
    </section>
  );
}

/**
 * What the event detail modal and the event page both show: picture or
 * 'No image available', type badge, date tile and facts, then description, details, registration
 * and contact, each as text or a key-value list.
 */
export function EventDetailBody({ view, copy, headingLevel }: EventDetailBodyProps) {
  const facts: KeyValueEntry[] = [
    { key: 'when', label: copy.facts.when, value: view.dateText },
    ...(view.timeText ? [{ key: 'time', label: copy.facts.time, value: view.timeText }] : []),
    { key: 'where', label: copy.facts.where, value: view.place },
    ...(view.venue ? [{ key: 'venue', label: copy.facts.venue, value: view.venue }] : []),
  ];
  const hasRegistration = view.registration !== null || view.registrationFacts.length > 0;

  return (
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

      <Section heading={copy.headings.about} level={headingLevel}>
        {view.description ? (
          <RichText source={view.description} />
        ) : (
          <p className="event-detail__missing">{copy.noDescription}</p>
        )}
      </Section>

      {view.details && (
        <Section heading={copy.headings.details} level={headingLevel}>
          <TextOrKeyValuesContent value={view.details} />
        </Section>
      )}

      {hasRegistration && (
        <Section heading={copy.headings.registration} level={headingLevel}>
          {view.registrationFacts.length > 0 && <KeyValueList entries={view.registrationFacts} />}
          {view.registration && <TextOrKeyValuesContent value={view.registration} />}
        </Section>
      )}

      {view.contact.length > 0 && (
        <Section heading={copy.headings.contact} level={headingLevel}>
          <KeyValueList entries={view.contact} />
        </Section>
      )}
    </div>
  );
}

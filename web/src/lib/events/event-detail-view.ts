import type { Event, EventDate, EventLocation } from '@contracts/event';
import type { EventDetailCopy } from '@/lib/events/event-detail-copy';
import {
  type DateStyle,
  dayAndShortMonth,
  formatDate,
  formatDateRange,
  formatTimeRange,
} from '@/lib/dates';

/**
 * What the modal can show: an event from the API, or a partial one (the built-in samples, an old
 * record). Every gap has a fallback text, so nothing here is required.
 */
export type EventDetailData = Partial<Omit<Event, 'location' | 'date'>> & {
  location?: Partial<EventLocation>;
  date?: Partial<EventDate>;
};

export type TextOrKeyValues = string | Readonly<Record<string, string>>;

export interface KeyValueEntry {
  key: string;
  label: string;
  value: string;
  /** mailto: or tel: for contact entries. */
  href?: string;
}

export interface EventDetailView {
  title: string;
  typeLabel: string | null;
  image: string | null;
  /** The calendar tile; null shows 'TBA'. */
  tile: { day: string; month: string } | null;
  dateText: string;
  timeText: string | null;
  place: string;
  venue: string | null;
  description: string | null;
  details: TextOrKeyValues | null;
  registration: TextOrKeyValues | null;
  registrationFacts: KeyValueEntry[];
  contact: KeyValueEntry[];
}

const present = (text: string | null | undefined): text is string =>
  typeof text === 'string' && text.trim() !== '';

/** Blank text and empty maps count as missing, so no empty section is drawn. */
function contentOrNull(value: TextOrKeyValues | undefined): TextOrKeyValues | null {
  if (value === undefined) return null;
  if (typeof value === 'string') return present(value) ? value : null;
  return Object.values(value).some(present) ? value : null;
}

function registrationFacts(event: EventDetailData, copy: EventDetailCopy, style: DateStyle) {
  const info = event.registrationInfo;
  if (!info) return [];
  const facts: KeyValueEntry[] = [
    {
      key: 'required',
      label: copy.registration.required,
      value: info.isRegistrationRequired ? copy.registration.yes : copy.registration.no,
    },
  ];
  if (present(info.registrationDeadline)) {
    const deadline = formatDate(info.registrationDeadline, style, copy.tba);
    facts.push({ key: 'deadline', label: copy.registration.deadline, value: deadline });
  }
  return facts;
}

function contactEntries(event: EventDetailData, copy: EventDetailCopy): KeyValueEntry[] {
  const { name, email, phone } = event.contact ?? {};
  const entries: KeyValueEntry[] = [];
  if (present(name)) entries.push({ key: 'name', label: copy.contact.name, value: name });
  if (present(email)) {
    entries.push({
      key: 'email',
      label: copy.contact.email,
      value: email,
      href: `mailto:${email}`,
    });
  }
  if (present(phone)) {
    const dialable = phone.replace(/[^\d+]/g, '');
    entries.push({
      key: 'phone',
      label: copy.contact.phone,
      value: phone,
      href: `tel:${dialable}`,
    });
  }
  return entries;
}

/** The event as the modal shows it, with every fallback already applied. */
export function eventDetailView(
  event: EventDetailData,
  copy: EventDetailCopy,
  style: DateStyle,
): EventDetailView {
  const { location = {}, date = {} } = event;
  return {
    title: present(event.title) ? event.title : copy.untitled,
    typeLabel: event.eventType ? copy.typeLabels[event.eventType] : null,
    image: present(event.image) ? event.image : null,
    tile: dayAndShortMonth(date.startDate),
    // No date at all reads 'Date TBA'; a date that cannot be formatted, 'TBA'.
    dateText: present(date.startDate)
      ? formatDateRange(date.startDate, date.endDate, style, copy.tba)
      : copy.dateTba,
    timeText: formatTimeRange(date.startTime, date.endTime),
    place: [present(location.city) ? location.city : copy.tba, location.state]
      .filter(present)
      .join(', '),
    venue: present(location.venueDetails) ? location.venueDetails : null,
    description: present(event.description) ? event.description : null,
    details: contentOrNull(event.details),
    registration: contentOrNull(event.registration),
    registrationFacts: registrationFacts(event, copy, style),
    contact: contactEntries(event, copy),
  };
}

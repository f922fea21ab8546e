import type { Event } from '@contracts/event';
import { eventInputSchema, type EventInput } from '@contracts/event-input';
import type { EventType } from '@contracts/enums';
import { toFieldErrors } from '@contracts/field-errors';

// The event form's state: every input as the string it holds, turned into the API body and checked
// with the same schema the server parses it with (@contracts/event-input).

export interface Pair {
  key: string;
  value: string;
}

/** `details` and `registration`: text, or named items. */
export interface TextOrPairsValue {
  mode: 'text' | 'pairs';
  text: string;
  pairs: Pair[];
}

export interface EventFormValues {
  title: string;
  description: string;
  eventType: EventType | '';
  city: string;
  state: string;
  venueDetails: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  registrationRequired: boolean;
  registrationDeadline: string;
  registration: TextOrPairsValue;
  details: TextOrPairsValue;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  /** One of the site's pictures, an uploaded photo's address, or '' for none. */
  image: string;
}

const emptyPair = (): Pair => ({ key: '', value: '' });

function textOrPairsValue(value: Event['details']): TextOrPairsValue {
  if (value === undefined || typeof value === 'string') {
    return { mode: 'text', text: value ?? '', pairs: [emptyPair()] };
  }
  const pairs = Object.entries(value).map(([key, item]) => ({ key, value: item }));
  return { mode: 'pairs', text: '', pairs: pairs.length > 0 ? pairs : [emptyPair()] };
}

/** The form's starting values: empty for a new event, the event's own when editing. */
export function formValuesFor(event?: Event): EventFormValues {
  return {
    title: event?.title ?? '',
    description: event?.description ?? '',
    eventType: event?.eventType ?? '',
    city: event?.location.city ?? '',
    state: event?.location.state ?? 'Maharashtra',
    venueDetails: event?.location.venueDetails ?? '',
    startDate: event?.date.startDate ?? '',
    endDate: event?.date.endDate ?? '',
    startTime: event?.date.startTime ?? '',
    endTime: event?.date.endTime ?? '',
    registrationRequired: event?.registrationInfo?.isRegistrationRequired ?? false,
    registrationDeadline: event?.registrationInfo?.registrationDeadline ?? '',
    registration: textOrPairsValue(event?.registration),
    details: textOrPairsValue(event?.details),
    contactName: event?.contact?.name ?? '',
    contactEmail: event?.contact?.email ?? '',
    contactPhone: event?.contact?.phone ?? '',
    image: event?.image ?? '',
  };
}

/** Rows left completely empty are not items; the rest go to the server as typed. */
function textOrPairsBody({ mode, text, pairs }: TextOrPairsValue): unknown {
  if (mode === 'text') return text;
  const filled = pairs.filter((pair) => pair.key.trim() !== '' || pair.value.trim() !== '');
  return filled.length === 0 ? '' : Object.fromEntries(filled.map((p) => [p.key, p.value]));
}

/** The body of POST/PUT /api/events for these values (unchecked). */
export function eventBodyFor(values: EventFormValues): Record<string, unknown> {
  return {
    title: values.title,
    description: values.description,
    eventType: values.eventType,
    location: { city: values.city, state: values.state, venueDetails: values.venueDetails },
    date: {
      startDate: values.startDate,
      endDate: values.endDate,
      startTime: values.startTime,
      endTime: values.endTime,
    },
    registrationInfo: {
      isRegistrationRequired: values.registrationRequired,
      // The deadline input is shown only when registration is required.
      registrationDeadline: values.registrationRequired ? values.registrationDeadline : '',
    },
    registration: textOrPairsBody(values.registration),
    details: textOrPairsBody(values.details),
    contact: { name: values.contactName, email: values.contactEmail, phone: values.contactPhone },
    image: values.image,
  };
}

/**
 * A field error's key as the form shows it: an item's error (`details.<name>`) belongs to its
 * section, every other key is a field's own.
 */
export function formFieldOf(path: string): string {
  const [first] = path.split('.');
  return first === 'details' || first === 'registration' ? first : path;
}

/** Field errors keyed as the form shows them, first message per field. */
export function formErrors(errors: Readonly<Record<string, string>>): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) shown[formFieldOf(path)] ??= message;
  return shown;
}

export type CheckedEvent =
  { ok: true; input: EventInput } | { ok: false; errors: Record<string, string> };

/** The same check the server makes, with the errors keyed for the form. */
export function checkEventForm(values: EventFormValues): CheckedEvent {
  const result = eventInputSchema.safeParse(eventBodyFor(values));
  if (result.success) return { ok: true, input: result.data };
  return { ok: false, errors: formErrors(toFieldErrors(result.error)) };
}

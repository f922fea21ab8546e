import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import {
  endNotBeforeStart,
  eventContactSchema,
  eventLocationSchema,
  eventSchema,
  registrationInfoSchema,
  textOrKeyValuesSchema,
  type Event,
} from '../contracts/event';
import { isoDateSchema, sitePathSchema, timeOfDaySchema } from '../contracts/formats';
import { eventTypeSchema } from '../contracts/enums';
import type { EventInput } from '../contracts/event-input';

/**
 * `events/{id}` as stored. Dates are flat top-level fields (not a nested `date` map) because the
 * local Firestore emulator cannot query dotted nested fields (docs/decisions.md).
 */
export const storedEventSchema = z
  .object({
    title: eventSchema.shape.title,
    description: eventSchema.shape.description,
    eventType: eventTypeSchema,
    location: eventLocationSchema,
    startDate: isoDateSchema,
    endDate: isoDateSchema.optional(),
    startTime: timeOfDaySchema.optional(),
    endTime: timeOfDaySchema.optional(),
    registrationInfo: registrationInfoSchema.optional(),
    registration: textOrKeyValuesSchema.optional(),
    details: textOrKeyValuesSchema.optional(),
    contact: eventContactSchema.optional(),
    image: sitePathSchema.optional(),
    // Set by the server on every write; optional on read so hand-seeded events still show.
    createdAt: z.instanceof(Timestamp).optional(),
    updatedAt: z.instanceof(Timestamp).optional(),
    /** uid of the admin who created the event / last changed it (absent on seeded events). */
    createdBy: z.string().optional(),
    updatedBy: z.string().optional(),
  })
  .refine(endNotBeforeStart.check, endNotBeforeStart.issue);

export type StoredEvent = z.infer<typeof storedEventSchema>;

/** Who wrote and when; a create also sets createdBy/createdAt, an update keeps the stored ones. */
export interface EventWriteStamp {
  uid: string;
  at: Timestamp;
  created: boolean;
}

/**
 * The complete document for an admin write (PUT replaces the event, so a field cleared in the form is
 * gone). Optional parts left empty are left out: Firestore refuses `undefined`, and the reader treats
 * a missing field as "not given".
 */
export function storedEventFromInput(input: EventInput, stamp: EventWriteStamp): StoredEvent {
  const { date, location, contact } = input;
  const document: StoredEvent = {
    title: input.title,
    description: input.description,
    eventType: input.eventType,
    location: withoutMissing(location),
    startDate: date.startDate,
    ...withoutMissing({
      endDate: date.endDate,
      startTime: date.startTime,
      endTime: date.endTime,
      registrationInfo: input.registrationInfo && withoutMissing(input.registrationInfo),
      registration: input.registration,
      details: input.details,
      contact: contact && hasAny(contact) ? withoutMissing(contact) : undefined,
      image: input.image,
    }),
    updatedAt: stamp.at,
    updatedBy: stamp.uid,
  };
  return stamp.created ? { ...document, createdAt: stamp.at, createdBy: stamp.uid } : document;
}

function hasAny(value: object): boolean {
  return Object.values(value).some((part) => part !== undefined);
}

/** A copy without the keys whose value is undefined. */
function withoutMissing<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, part]) => part !== undefined)) as T;
}

/** The API answer for one stored event; optional parts are left out rather than sent as null. */
export function toApiEvent(id: string, stored: StoredEvent): Event {
  const { startDate, endDate, startTime, endTime } = stored;
  return {
    _id: id,
    id,
    title: stored.title,
    description: stored.description,
    eventType: stored.eventType,
    location: stored.location,
    date: { startDate, endDate, startTime, endTime },
    registrationInfo: stored.registrationInfo,
    registration: stored.registration,
    details: stored.details,
    contact: stored.contact,
    image: stored.image,
  };
}

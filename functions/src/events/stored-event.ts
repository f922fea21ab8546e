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

/**
 * `events/{id}` as stored. Dates are flat top-level fields (not a nested `date` map) because the
 * local Firestore emulator cannot query dotted nested fields (design §3).
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
  })
  .refine(endNotBeforeStart.check, endNotBeforeStart.issue);

export type StoredEvent = z.infer<typeof storedEventSchema>;

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

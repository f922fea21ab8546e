import { z } from 'zod';
import { apiItemResponseSchema, apiListResponseSchema } from './api-envelope';
import { eventTypeSchema } from './enums';
import { isoDateSchema, sitePathSchema, timeOfDaySchema } from './formats';

// The Event as the API answers it. The parts are exported so the server's stored-document
// schema is built from the same pieces.

const shortText = z.string().trim().min(1).max(200);

export const eventLocationSchema = z.object({
  city: shortText,
  state: shortText,
  venueDetails: z.string().max(500).optional(),
});

/** Shared by the API's nested `date` and the stored document's flat date fields. */
export const endNotBeforeStart = {
  check: (dates: { startDate: string; endDate?: string | undefined }) =>
    dates.endDate === undefined || dates.endDate >= dates.startDate,
  issue: { message: 'The end date must not be before the start date', path: ['endDate'] },
};

export const eventDateSchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema.optional(),
    startTime: timeOfDaySchema.optional(),
    endTime: timeOfDaySchema.optional(),
  })
  .refine(endNotBeforeStart.check, endNotBeforeStart.issue);

export const registrationInfoSchema = z.object({
  isRegistrationRequired: z.boolean(),
  registrationDeadline: isoDateSchema.optional(),
});

/** "text or key-value map". */
export const textOrKeyValuesSchema = z.union([
  z.string().max(20_000),
  z.record(z.string().max(200), z.string().max(5_000)),
]);

export const eventContactSchema = z.object({
  name: z.string().max(200).optional(),
  email: z.email().optional(),
  phone: z.string().max(50).optional(),
});

export const eventSchema = z.object({
  /** The Firestore document id; `id` carries the same value for clients that read either. */
  _id: z.string().min(1),
  id: z.string().min(1),
  title: shortText,
  description: z.string().max(5_000),
  eventType: eventTypeSchema,
  location: eventLocationSchema,
  date: eventDateSchema,
  registrationInfo: registrationInfoSchema.optional(),
  registration: textOrKeyValuesSchema.optional(),
  details: textOrKeyValuesSchema.optional(),
  contact: eventContactSchema.optional(),
  image: sitePathSchema.optional(),
});

export type Event = z.infer<typeof eventSchema>;
export type EventLocation = z.infer<typeof eventLocationSchema>;
export type EventDate = z.infer<typeof eventDateSchema>;

/** GET /api/events and /api/events/upcoming. */
export const eventListResponseSchema = apiListResponseSchema(eventSchema);
/** GET /api/events/{id}. */
export const eventResponseSchema = apiItemResponseSchema(eventSchema);

/** Upper bound of `?limit=` on GET /api/events/upcoming. */
export const UPCOMING_EVENTS_MAX_LIMIT = 50;

/**
 * GET /api/events/upcoming?limit=N. A repeated `limit` arrives as a list, which no branch takes:
 * ambiguous, so reported rather than one picked.
 */
export const upcomingEventsQuerySchema = z.object({
  limit: z
    .string({ message: `limit must be a whole number from 1 to ${UPCOMING_EVENTS_MAX_LIMIT}` })
    .regex(/^\d+$/, {
      message: `limit must be a whole number from 1 to ${UPCOMING_EVENTS_MAX_LIMIT}`,
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, { message: 'limit must be at least 1' })
        .max(UPCOMING_EVENTS_MAX_LIMIT, {
          message: `limit must be at most ${UPCOMING_EVENTS_MAX_LIMIT}`,
        }),
    )
    .optional(),
});

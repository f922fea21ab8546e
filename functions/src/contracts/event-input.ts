import { z } from 'zod';
import { apiMessageItemResponseSchema } from './api-envelope';
import { eventSchema } from './event';
import { eventImages } from './event-images';
import { uploadedPicturePathSchema } from './media';
import { eventTypes } from './enums';
import { isoDateSchema, timeOfDaySchema } from './formats';

// The body of POST /api/events and PUT /api/events/{id}: the admin form validates with
// this schema and the server parses the body with it again. Text is kept exactly as typed (trimmed):
// markup is stored as text, and every screen renders it as text.

export const eventInputMessages = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  typeInvalid: 'Please choose an event type',
  cityRequired: 'City is required',
  stateRequired: 'State is required',
  dateRequired: 'Start date is required',
  endBeforeStart: 'The end date must not be before the start date',
  endTimeBeforeStart: 'The end time must not be before the start time',
  endTimeWithoutStart: 'Please enter a start time as well',
  deadlineAfterStart: 'The registration deadline must not be after the start date',
  emailInvalid: 'Email is invalid',
  phoneInvalid: 'Please enter a valid phone number',
  keyRequired: 'Each item needs a name',
  imageInvalid: 'Please choose one of the images or upload a photo',
  tooLong: 'This is too long',
  created: 'Event created',
  updated: 'Event updated',
  deleted: 'Event deleted',
} as const;
const m = eventInputMessages;

export const EVENT_TEXT_LIMITS = {
  title: 200,
  description: 5_000,
  place: 200,
  venue: 500,
  text: 20_000,
  key: 200,
  value: 5_000,
} as const;
const L = EVENT_TEXT_LIMITS;

/** Forms send '' for an empty optional input; it means "not given". */
const emptyAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const requiredText = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: m.tooLong });

const optionalText = (max: number) =>
  z.preprocess(emptyAsMissing, z.string().trim().max(max, { error: m.tooLong }).optional());

const requiredDay = z.preprocess(
  emptyAsMissing,
  z.string({ error: m.dateRequired }).pipe(isoDateSchema),
);
const optionalDay = z.preprocess(emptyAsMissing, isoDateSchema.optional());
const optionalTime = z.preprocess(emptyAsMissing, timeOfDaySchema.optional());

export const eventInputDateSchema = z
  .strictObject({
    startDate: requiredDay,
    endDate: optionalDay,
    startTime: optionalTime,
    endTime: optionalTime,
  })
  .superRefine((date, context) => {
    if (date.endDate !== undefined && date.endDate < date.startDate) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: m.endBeforeStart });
    }
    if (date.endTime !== undefined && date.startTime === undefined) {
      context.addIssue({ code: 'custom', path: ['startTime'], message: m.endTimeWithoutStart });
    }
    const sameDay = date.endDate === undefined || date.endDate === date.startDate;
    if (sameDay && date.startTime && date.endTime && date.endTime < date.startTime) {
      context.addIssue({ code: 'custom', path: ['endTime'], message: m.endTimeBeforeStart });
    }
  });

const pairsSchema = z
  .record(z.string(), z.string().trim().max(L.value, { error: m.tooLong }))
  .superRefine((pairs, context) => {
    for (const key of Object.keys(pairs)) {
      const name = key.trim();
      if (name === '') context.addIssue({ code: 'custom', path: [key], message: m.keyRequired });
      else if (name.length > L.key)
        context.addIssue({ code: 'custom', path: [key], message: m.tooLong });
    }
  })
  .transform((pairs) =>
    Object.fromEntries(Object.entries(pairs).map(([key, value]) => [key.trim(), value])),
  );
const textSchema = z.string().trim().max(L.text, { error: m.tooLong });

/**
 * "text or key-value map": a text, or named items (names trimmed, none empty). Picked by the
 * value's kind rather than z.union, so a bad item name is reported as such, not as "Invalid input".
 */
export const textOrPairsInputSchema = z
  .unknown()
  .transform((value, context): string | Record<string, string> => {
    const result = (typeof value === 'string' ? textSchema : pairsSchema).safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

const PHONE = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;

export const eventInputSchema = z
  .strictObject({
    title: requiredText(L.title, m.titleRequired),
    description: requiredText(L.description, m.descriptionRequired),
    eventType: z.enum(eventTypes, { error: m.typeInvalid }),
    location: z.strictObject({
      city: requiredText(L.place, m.cityRequired),
      state: requiredText(L.place, m.stateRequired),
      venueDetails: optionalText(L.venue),
    }),
    /** A single day as 'YYYY-MM-DD', or { startDate, endDate?, startTime?, endTime? }. */
    date: z.preprocess(
      (value) => (typeof value === 'string' ? { startDate: value } : value),
      eventInputDateSchema,
    ),
    registrationInfo: z
      .strictObject({
        isRegistrationRequired: z.boolean(),
        registrationDeadline: optionalDay,
      })
      .optional(),
    registration: z.preprocess(emptyAsMissing, textOrPairsInputSchema.optional()),
    details: z.preprocess(emptyAsMissing, textOrPairsInputSchema.optional()),
    contact: z
      .strictObject({
        name: optionalText(L.place),
        email: z.preprocess(
          emptyAsMissing,
          z
            .string()
            .trim()
            .max(254, { error: m.emailInvalid })
            .pipe(z.email({ error: m.emailInvalid }))
            .optional(),
        ),
        phone: z.preprocess(
          emptyAsMissing,
          z.string().trim().regex(PHONE, { error: m.phoneInvalid }).optional(),
        ),
      })
      .optional(),
    // One of the site's pictures, or a photo the office uploaded (its served JPEG or WebP).
    image: z.preprocess(
      emptyAsMissing,
      z
        .string({ error: m.imageInvalid })
        .refine(
          (path) =>
            (eventImages as readonly string[]).includes(path) ||
            uploadedPicturePathSchema.safeParse(path).success,
          { error: m.imageInvalid },
        )
        .optional(),
    ),
  })
  .refine(
    (input) => {
      const deadline = input.registrationInfo?.registrationDeadline;
      return deadline === undefined || deadline <= input.date.startDate;
    },
    {
      error: m.deadlineAfterStart,
      path: ['registrationInfo', 'registrationDeadline'],
      // Checked even when other fields are wrong, so the form shows every problem at once.
      when: ({ issues }) =>
        !issues.some(({ path }) => path?.[0] === 'date' || path?.[0] === 'registrationInfo'),
    },
  );

export type EventInput = z.output<typeof eventInputSchema>;

/** POST (201) and PUT (200) answer: the event as GET /api/events/{id} will answer it. */
export const eventSavedResponseSchema = apiMessageItemResponseSchema(eventSchema);
export type EventSavedResponse = z.infer<typeof eventSavedResponseSchema>;

import { z } from 'zod';
import { cleanText, personName } from './person-name';
import {
  apiItemResponseSchema,
  apiListResponseSchema,
  apiMessageItemResponseSchema,
} from './api-envelope';
import { enquiryTypes } from './enums';
import { contactMessages } from './messages/contact-messages';

// The contact form and the POST /api/contact payload.

export { contactMessages };
const m = contactMessages;

export const contactPayloadSchema = z.strictObject({
  name: personName(m.nameRequired, m.tooLong),
  email: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(254, { error: m.emailInvalid })
    .pipe(z.email({ error: m.emailInvalid })),
  phone: z
    .string()
    .trim()
    .max(20, { error: m.phoneInvalid })
    .regex(/^$|^\+?[0-9][0-9 ()-]{5,18}[0-9]$/, { error: m.phoneInvalid })
    .optional(),
  subject: z
    .string({ error: m.subjectRequired })
    .overwrite(cleanText)
    .trim()
    .min(1, { error: m.subjectRequired })
    .max(200, { error: m.tooLong }),
  message: z
    .string({ error: m.messageRequired })
    .overwrite(cleanText)
    .trim()
    .min(1, { error: m.messageRequired })
    .min(10, { error: m.messageTooShort })
    .max(5000, { error: m.tooLong }),
  enquiryType: z.enum(enquiryTypes, { error: m.enquiryTypeInvalid }).default('general'),
});
export type ContactPayload = z.infer<typeof contactPayloadSchema>;

// 'spam' lets the office set aside junk without deleting it (a sender may write again).
export const contactStatuses = ['new', 'read', 'replied', 'closed', 'spam'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** PUT /api/contact/:id (admins). */
export const contactUpdateSchema = z.strictObject({ status: z.enum(contactStatuses) });

/** One contact submission as the admin endpoints answer it (timestamps as ISO strings). */
export const contactSchema = z.object({
  _id: z.string(),
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  enquiryType: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

/** GET /api/contact (admins): every message, newest first. */
export const contactListResponseSchema = apiListResponseSchema(contactSchema);

/** PUT /api/contact/:id answer: the message after the change. */
export const contactUpdatedResponseSchema = apiMessageItemResponseSchema(contactSchema);

/** GET /api/admin/enquiries/new-count: how many messages nobody has opened yet (the Admin link). */
export const newEnquiryCountResponseSchema = apiItemResponseSchema(
  z.object({ count: z.number().int().nonnegative() }),
);
export type NewEnquiryCountResponse = z.infer<typeof newEnquiryCountResponseSchema>;

/** POST /api/contact answer: the new submission's id. */
export const contactCreatedResponseSchema = apiMessageItemResponseSchema(
  z.object({ _id: z.string(), id: z.string() }),
);

import { Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import type { Contact, ContactPayload } from '../contracts/contact';

/**
 * `contacts/{id}` as stored: a member's enquiry. Closed sets are read
 * as plain strings so an admin's console edit cannot hide a message from the admin list.
 */
export const storedContactSchema = z.object({
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  enquiryType: z.string(),
  status: z.string(),
  createdAt: z.instanceof(Timestamp),
  updatedAt: z.instanceof(Timestamp),
  /** uid of the admin who last changed the status; absent until one has. */
  updatedBy: z.string().optional(),
});
export type StoredContact = z.infer<typeof storedContactSchema>;

/** The complete new document (every field written; absent phone is ''), status 'new'. */
export function newStoredContact(uid: string, payload: ContactPayload, now: number): StoredContact {
  const at = Timestamp.fromMillis(now);
  return {
    uid,
    name: payload.name,
    email: payload.email,
    phone: payload.phone ?? '',
    subject: payload.subject,
    message: payload.message,
    enquiryType: payload.enquiryType,
    status: 'new',
    createdAt: at,
    updatedAt: at,
  };
}

/** The admin endpoints' view of one submission, timestamps as ISO strings. */
export function toApiContact(id: string, stored: StoredContact): Contact {
  return {
    _id: id,
    id,
    uid: stored.uid,
    name: stored.name,
    email: stored.email,
    phone: stored.phone,
    subject: stored.subject,
    message: stored.message,
    enquiryType: stored.enquiryType,
    status: stored.status,
    createdAt: stored.createdAt.toDate().toISOString(),
    updatedAt: stored.updatedAt.toDate().toISOString(),
  };
}

import { storedEventSchema, type StoredEvent } from '../events/stored-event';
import { outgoingMailSchema, type OutgoingMail } from '../mail/outgoing-mail';
import {
  resetRequestLogSchema,
  type ResetRequestLog,
} from '../auth/password-reset/reset-request-log';
import { storedUserSchema, type StoredUser } from '../users/stored-user';
import { getDb } from './firestore';
import { zodConverter } from './zod-converter';

// Typed, validated references to every collection the API uses. Collection names live only here.

export const COLLECTION_NAMES = {
  events: 'events',
  users: 'users',
  /** Read by Firebase's Trigger Email extension, which sends each new document (design §4). */
  mail: 'mail',
  passwordResetRequests: 'passwordResetRequests',
} as const;

const storedEventConverter = zodConverter<StoredEvent>(storedEventSchema);
const storedUserConverter = zodConverter<StoredUser>(storedUserSchema);
const outgoingMailConverter = zodConverter<OutgoingMail>(outgoingMailSchema);
const resetRequestLogConverter = zodConverter<ResetRequestLog>(resetRequestLogSchema);

export const collections = {
  events: () => getDb().collection(COLLECTION_NAMES.events).withConverter(storedEventConverter),
  users: () => getDb().collection(COLLECTION_NAMES.users).withConverter(storedUserConverter),
  mail: () => getDb().collection(COLLECTION_NAMES.mail).withConverter(outgoingMailConverter),
  passwordResetRequests: () =>
    getDb()
      .collection(COLLECTION_NAMES.passwordResetRequests)
      .withConverter(resetRequestLogConverter),
};

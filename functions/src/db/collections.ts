import { storedEventSchema, type StoredEvent } from '../events/stored-event';
import { getDb } from './firestore';
import { zodConverter } from './zod-converter';

// Typed, validated references to every collection the API reads. Collection names live only here.

export const COLLECTION_NAMES = { events: 'events' } as const;

const storedEventConverter = zodConverter<StoredEvent>(storedEventSchema);

export const collections = {
  events: () => getDb().collection(COLLECTION_NAMES.events).withConverter(storedEventConverter),
};

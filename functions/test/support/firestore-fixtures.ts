import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { COLLECTION_NAMES } from '../../src/db/collections';
import { testApp } from './admin-app';
import { controlFirestore, firestoreControlUrl } from './stack';

// Test data goes straight into the emulator with the Admin SDK (FIRESTORE_EMULATOR_HOST is set by
// ./stack), so the API under test is only ever read, never used to set up its own fixtures.

/** Every collection the app writes; cleared one by one when the emulator has no reset endpoint. */
const KNOWN_COLLECTIONS = Object.values(COLLECTION_NAMES);

export function testDb(): Firestore {
  return getFirestore(testApp());
}

export async function resetFirestore(): Promise<void> {
  if (firestoreControlUrl) return controlFirestore('reset');
  const db = testDb();
  for (const name of KNOWN_COLLECTIONS) {
    const snapshot = await db.collection(name).get();
    await Promise.all(snapshot.docs.map((document) => document.ref.delete()));
  }
}

/** How many documents a collection holds. */
export async function countDocuments(collection: string): Promise<number> {
  return (await testDb().collection(collection).get()).size;
}

/** Every document of a collection as plain data, with its id. */
export async function listDocuments(
  collection: string,
): Promise<Array<{ id: string; data: Record<string, unknown> }>> {
  const snapshot = await testDb().collection(collection).get();
  return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }));
}

/** Writes a raw event document (valid or deliberately broken) under `id`. */
export async function putEventDocument(id: string, data: Record<string, unknown>): Promise<void> {
  await testDb().collection(COLLECTION_NAMES.events).doc(id).set(data);
}

/** A valid stored event starting on `startDate`; `overrides` replace or add fields. */
export function storedEvent(
  startDate: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const now = Timestamp.now();
  return {
    title: `Event on ${startDate}`,
    description: 'A test event.',
    eventType: 'seminar',
    location: { city: 'Pune', state: 'Maharashtra' },
    startDate,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** YYYY-MM-DD in Asia/Kolkata, `days` from today. */
export function kolkataDay(days: number): string {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
  return format.format(new Date(Date.now() + days * 86_400_000));
}

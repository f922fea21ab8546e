import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getAdminApp } from '../firebase-app';

let firestore: Firestore | undefined;

export function getDb(): Firestore {
  firestore ??= getFirestore(getAdminApp());
  return firestore;
}

/** Where Firestore lives, as reported by /api/health: the emulator locally, Google in production. */
export function firestoreHost(): string {
  return process.env.FIRESTORE_EMULATOR_HOST ?? 'firestore.googleapis.com';
}

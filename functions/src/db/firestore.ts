import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

// One Admin SDK app per process, created on first use so that merely loading the module (the
// Functions emulator does this to discover functions; unit tests do it too) has no side effects.
let firestore: Firestore | undefined;

export function getDb(): Firestore {
  if (!firestore) {
    const app = getApps()[0] ?? initializeApp();
    firestore = getFirestore(app);
  }
  return firestore;
}

/** Where Firestore lives, as reported by /api/health: the emulator locally, Google in production. */
export function firestoreHost(): string {
  return process.env.FIRESTORE_EMULATOR_HOST ?? 'firestore.googleapis.com';
}

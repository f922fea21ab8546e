// @ts-check
// Loads the demo data into a running local stack: events and user profiles into Firestore. Demo
// accounts themselves come from emulator-data/auth_export, imported by the Auth emulator.
// Usage: `npm run seed` while `npm start` runs (it is also run by `npm start` itself).
import { pathToFileURL } from 'node:url';
import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { stackEnv } from '../lib/config.mjs';
import { demoEvents, demoGalleryItems, demoProfiles } from './demo-data.mjs';

export async function seedDemoData() {
  for (const [key, value] of Object.entries(stackEnv)) process.env[key] ??= value;
  const app = initializeApp({ projectId: stackEnv.GCLOUD_PROJECT }, `seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const now = Timestamp.now();
    const batch = db.batch();
    const events = demoEvents();
    for (const { id, data } of events) {
      // Every field is written, so a re-seed replaces the document without relying on set()
      // dropping old fields (the embedded emulator keeps them, docs/decisions.md).
      batch.set(db.collection('events').doc(id), { ...data, createdAt: now, updatedAt: now });
    }
    const profiles = demoProfiles();
    for (const { uid, createdAt, ...profile } of profiles) {
      batch.set(db.collection('users').doc(uid), {
        ...profile,
        photoURL: '',
        googleId: '',
        createdAt: Timestamp.fromDate(new Date(createdAt ?? Date.now())),
      });
    }
    const gallery = demoGalleryItems();
    for (const { id, data } of gallery) {
      batch.set(db.collection('gallery').doc(id), { ...data, createdAt: now, updatedAt: now });
    }
    await batch.commit();
    return { events: events.length, profiles: profiles.length, gallery: gallery.length };
  } finally {
    await deleteApp(app);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  seedDemoData().then(
    ({ events, profiles, gallery }) =>
      console.log(`Seeded ${events} events, ${profiles} profiles and ${gallery} gallery items.`),
    (error) => {
      console.error('Seeding failed:', error);
      process.exit(1);
    },
  );
}

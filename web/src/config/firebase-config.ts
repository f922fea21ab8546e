import type { FirebaseOptions } from 'firebase/app';

/** The web app's Firebase settings (web/.env; a real project's go in .env.production.local). */
export const firebaseOptions: FirebaseOptions = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
};

/**
 * A `demo-` project exists only in the emulators: such a build must never reach Google, so it
 * always talks to the local Auth emulator.
 */
export function authEmulatorUrl(): string | null {
  const projectId = import.meta.env.VITE_FIREBASE_PROJECT_ID ?? '';
  if (!projectId.startsWith('demo-')) return null;
  return import.meta.env.VITE_AUTH_EMULATOR_URL || 'http://127.0.0.1:9099';
}

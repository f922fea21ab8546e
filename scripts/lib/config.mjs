// @ts-check
// One place for the local stack's fixed facts; firebase.json holds the emulator ports and this
// module reads them from there so the two cannot drift.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const rootDir = fileURLToPath(new URL('../../', import.meta.url));

/** @type {{ emulators: Record<string, { host: string, port: number }> }} */
const firebaseJson = JSON.parse(
  readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
);

/** @param {string} name */
const emulator = (name) => {
  const entry = firebaseJson.emulators[name];
  if (!entry) throw new Error(`firebase.json has no emulators.${name}`);
  return entry;
};

// `demo-` project ids can never reach a real Firebase project (emulator-only by design).
export const projectId = 'demo-mta';
export const hosting = emulator('hosting');
export const auth = emulator('auth');
export const functionsEmulator = emulator('functions');
export const firestore = emulator('firestore');
export const firestoreControlPort = 8089;
export const hostingUrl = `http://${hosting.host}:${hosting.port}`;
/** Where the web app reaches the Auth emulator: the local CSP allows it, the deploy one does not. */
export const authEmulatorOrigin = `http://${auth.host}:${auth.port}`;

/** Environment every process that talks to the local stack needs. */
export const stackEnv = {
  GCLOUD_PROJECT: projectId,
  FIRESTORE_EMULATOR_HOST: `${firestore.host}:${firestore.port}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${auth.host}:${auth.port}`,
  STACK_HOSTING_URL: hostingUrl,
  // Locally there is no Google metadata server to ask for credentials; don't probe for one.
  METADATA_SERVER_DETECTION: 'none',
};

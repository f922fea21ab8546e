// What the integration tests need from the running local stack (scripts/stack/start.mjs), with the same
// defaults it uses. The API is always called through Hosting, as the browser does.
process.env.GCLOUD_PROJECT ??= 'demo-mta';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

export const hostingUrl = process.env.STACK_HOSTING_URL ?? 'http://127.0.0.1:5000';
/** Control port of the embedded Firestore emulator; absent when Google's emulator is in use. */
export const firestoreControlUrl = process.env.FIRESTORE_CONTROL_URL;
export const projectId = process.env.GCLOUD_PROJECT;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch through Hosting, e.g. api('/api/events'). Paths are sent as written (no normalisation). */
export function api(path: string, init?: RequestInit): Promise<Response> {
  return fetch(`${hostingUrl}${path}`, { ...init, redirect: 'manual' });
}

/**
 * Waits until `check` holds, retrying on refused connections too: the stack may be (re)starting.
 * Resolves with the last value; rejects with the last error after `timeoutMs`.
 */
export async function eventually<T>(
  probe: () => Promise<T>,
  check: (value: T) => boolean,
  timeoutMs = 25_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await probe();
      if (check(value) || Date.now() > deadline) return value;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await sleep(500);
  }
}

export async function controlFirestore(action: 'reset' | 'stop' | 'start'): Promise<void> {
  if (!firestoreControlUrl) throw new Error('FIRESTORE_CONTROL_URL is not set');
  const response = await fetch(`${firestoreControlUrl}/${action}`, { method: 'POST' });
  if (!response.ok) throw new Error(`Firestore control ${action} failed: ${response.status}`);
}

/** Resolves once the API answers a healthy /api/health. */
export async function waitForHealthyApi(): Promise<void> {
  const response = await eventually(
    () => api('/api/health'),
    (answer) => answer.status === 200,
  );
  if (response.status !== 200) {
    throw new Error(`The stack at ${hostingUrl} is not healthy (status ${response.status})`);
  }
}

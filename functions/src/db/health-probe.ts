import { getDb } from './firestore';
import { withDeadline } from './database-errors';

/** Short enough for the 5 s client timeout on the health call, long enough for a cold start. */
const PROBE_DEADLINE_MS = 2_500;

/**
 * One cheap real read (a document that need not exist). Resolves when Firestore answers, rejects with
 * DatabaseUnavailableError (or the SDK's error) when it does not.
 */
export async function probeFirestore(): Promise<void> {
  await withDeadline(getDb().doc('_health/probe').get(), PROBE_DEADLINE_MS, 'Health probe');
}

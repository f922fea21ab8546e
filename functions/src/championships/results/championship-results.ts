import type { Results } from '../../contracts/bracket';
import { readBrackets } from '../draw/bracket-views';
import { toResults } from './results-view';

/**
 * GET /api/events/{id}/results: 404 for an event that is not a championship, 404 `not-drawn`
 * before its draw (the same answers as its brackets), else every division's medals and the tally.
 */
export async function readResults(eventId: string): Promise<Results> {
  return toResults(await readBrackets(eventId));
}

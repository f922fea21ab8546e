// @ts-check
// Turns emulator-data/*.json into the Firestore documents the app reads. Event dates are stored as
// offsets from today so the demo site always has upcoming and past events.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../lib/config.mjs';

/** @param {string} name */
const readJson = (name) => JSON.parse(readFileSync(join(rootDir, 'emulator-data', name), 'utf8'));

/** Today's date in Maharashtra (IST), as YYYY-MM-DD. */
export function todayInIndia(now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** @param {string} isoDate @param {number} days */
export function addDays(isoDate, days) {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days));
  return date.toISOString().slice(0, 10);
}

/**
 * @typedef {{ id: string, startInDays: number, lengthDays?: number, startTime?: string,
 *   endTime?: string, registrationDeadlineInDays?: number } & Record<string, unknown>} DemoEvent
 */

/** @returns {Array<{ id: string, data: Record<string, unknown> }>} */
export function demoEvents(today = todayInIndia()) {
  /** @type {{ events: DemoEvent[] }} */
  const file = readJson('events.json');
  return file.events.map((event) => {
    const { id, startInDays, lengthDays, registrationDeadlineInDays, ...rest } = event;
    const startDate = addDays(today, startInDays);
    /** @type {Record<string, unknown>} */
    const data = { ...rest, startDate };
    if (lengthDays && lengthDays > 1) data.endDate = addDays(startDate, lengthDays - 1);
    if (registrationDeadlineInDays !== undefined) {
      data.registrationInfo = {
        isRegistrationRequired: true,
        registrationDeadline: addDays(today, registrationDeadlineInDays),
      };
    }
    return { id, data };
  });
}

/** @returns {Array<{ uid: string } & Record<string, string>>} */
export function demoProfiles() {
  return readJson('profiles.json');
}

/**
 * The gallery's twelve demo items, as `gallery/{id}` documents (every field, so a re-seed
 * replaces them whole). Their pictures are files of the site under web/public/images/gallery/.
 * @returns {Array<{ id: string, data: Record<string, unknown> }>}
 */
export function demoGalleryItems() {
  return readJson('gallery.json').items;
}

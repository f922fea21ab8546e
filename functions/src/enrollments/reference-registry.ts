import { Timestamp } from 'firebase-admin/firestore';
import { isAlreadyExists } from '../db/firestore-errors';
import { withDeadline } from '../db/database-errors';
import { collections } from '../db/collections';
import { serviceUnavailable } from '../http/http-error';
import { enrollmentMessages } from '../contracts/enrollment';
import { drawReferenceNumber, type RandomIndex } from './reference-number';
import type { ReferenceReservation } from './reference-reservation';

// Reference numbers are unique because each is reserved with create() before it is used
// (see reference-reservation.ts).

/** A collision is one in a billion; five in a row means something else is wrong. */
export const MAX_REFERENCE_DRAWS = 5;
const DEADLINE_MS = 5_000;

/** Draws reference numbers until one is free, and reserves it for `enrollmentId`. */
export async function reserveReferenceNumber(
  reservation: Omit<ReferenceReservation, 'createdAt'>,
  now: number,
  random?: RandomIndex,
): Promise<string> {
  for (let attempt = 0; attempt < MAX_REFERENCE_DRAWS; attempt++) {
    const referenceNumber = drawReferenceNumber(now, random);
    const ref = collections.referenceNumbers().doc(referenceNumber);
    try {
      const document = { ...reservation, createdAt: Timestamp.fromMillis(now) };
      await withDeadline(ref.create(document), DEADLINE_MS, 'Reserve reference number');
      return referenceNumber;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
  throw serviceUnavailable('enrollment/failed', enrollmentMessages.failed);
}

/** Gives a reservation back (its enrollment was never created). */
export async function releaseReferenceNumber(referenceNumber: string): Promise<void> {
  await withDeadline(
    collections.referenceNumbers().doc(referenceNumber).delete(),
    DEADLINE_MS,
    'Release reference number',
  );
}

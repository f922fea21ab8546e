import { Timestamp } from 'firebase-admin/firestore';
import { apiMessages } from '../contracts/messages';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isAlreadyExists } from '../db/firestore-errors';
import { serviceUnavailable } from '../http/http-error';
import { drawCertificateNumber, type RandomIndex } from './certificate-number';

// Certificate numbers are reserved one by one with create() (unique by document id) before the
// batch that writes the certificates: a batch is atomic, but the local emulator does not promise
// to fail a whole batch on one create that collides. A reservation whose batch then fails stays
// unused: numbers are never reused anyway.

/** A million numbers a year against a few thousand certificates: twelve collisions in a row is a fault. */
const MAX_DRAWS = 12;
const DEADLINE_MS = 5_000;

async function reserveOne(now: number, random?: RandomIndex): Promise<string> {
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    const number = drawCertificateNumber(now, random);
    try {
      await withDeadline(
        collections
          .certificateNumbers()
          .doc(number)
          .create({ createdAt: Timestamp.fromMillis(now) }),
        DEADLINE_MS,
        'Reserve certificate number',
      );
      return number;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
  throw serviceUnavailable('service/unavailable', apiMessages.serviceUnavailable);
}

/** `count` fresh numbers, each reserved. */
export async function reserveCertificateNumbers(
  count: number,
  now: number,
  random?: RandomIndex,
): Promise<string[]> {
  const numbers: string[] = [];
  for (let index = 0; index < count; index++) numbers.push(await reserveOne(now, random));
  return numbers;
}

import { Timestamp } from 'firebase-admin/firestore';
import { apiMessages } from '../contracts/messages';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { isAlreadyExists } from '../db/firestore-errors';
import { serviceUnavailable } from '../http/http-error';
import { drawMembershipNumber, type RandomIndex } from './membership-number';
import type { MembershipReservation } from './membership-reservation';

// Reservations make the numbers unique (membership-reservation.ts).

/**
 * With a few thousand numbers taken of 100,000 a draw collides a few times in a hundred; twelve
 * collisions in a row would mean the year's numbers are nearly gone (or something else is wrong).
 */
export const MAX_MEMBERSHIP_DRAWS = 12;
const DEADLINE_MS = 5_000;

/** Draws numbers until one is free, and reserves it for `athleteId`. */
export async function reserveMembershipNumber(
  athleteId: string,
  now: number,
  random?: RandomIndex,
): Promise<string> {
  for (let attempt = 0; attempt < MAX_MEMBERSHIP_DRAWS; attempt++) {
    const number = drawMembershipNumber(now, random);
    const reservation: MembershipReservation = { athleteId, createdAt: Timestamp.fromMillis(now) };
    try {
      await withDeadline(
        collections.membershipNumbers().doc(number).create(reservation),
        DEADLINE_MS,
        'Reserve membership number',
      );
      return number;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }
  throw serviceUnavailable('service/unavailable', apiMessages.serviceUnavailable);
}

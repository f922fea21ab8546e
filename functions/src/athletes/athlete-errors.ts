import { athleteMessages } from '../contracts/athlete';
import { HttpError, notFound } from '../http/http-error';

// The refusals the athlete and guardian routes share, each with its stable code.

/** Absent, or not the caller's to see: the same answer, so ids cannot be probed. */
export const athleteNotFound = () => notFound('athlete/not-found', athleteMessages.athleteNotFound);

export const guardianNotVerified = () =>
  new HttpError(403, 'guardian-not-verified', athleteMessages.guardianNotVerified);

export const guardiansFull = () =>
  new HttpError(409, 'athlete/guardians-full', athleteMessages.guardiansFull);

export const alreadyGuardian = () =>
  new HttpError(409, 'athlete/already-guardian', athleteMessages.alreadyGuardian);

/** Unknown, expired, used, or for an athlete since erased. */
export const invalidInvitation = () =>
  notFound('invitation/invalid', athleteMessages.inviteInvalid);

export const wrongInvitationAccount = () =>
  new HttpError(403, 'invitation/wrong-account', athleteMessages.inviteWrongAccount);

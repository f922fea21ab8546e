import { championshipMessages as m } from '../contracts/championship';
import { HttpError, notFound } from '../http/http-error';

// The refusals of the championship routes, each with its stable code.

export const championshipNotFound = () =>
  notFound('championship/not-found', m.championshipNotFound);

export const notATournament = () =>
  new HttpError(409, 'championship/not-a-tournament', m.notATournament);

export const championshipHasEntries = () =>
  new HttpError(409, 'championship/has-entries', m.hasEntries);

export const entriesClosed = () => new HttpError(409, 'entries-closed', m.entriesClosed);

export const duplicateEntry = () => new HttpError(409, 'entry/duplicate', m.duplicateEntry);

/** Absent, in another championship, or not the caller's to act on: one answer. */
export const entryNotFound = () => notFound('entry/not-found', m.entryNotFound);

export const otherClub = () => new HttpError(403, 'entry/other-club', m.otherClub);

export const entryWithdrawn = () => new HttpError(409, 'entry/withdrawn', m.entryWithdrawn);

export const notWeighable = () => new HttpError(409, 'entry/not-weighable', m.notWeighable);

export const noDecisionPending = () =>
  new HttpError(409, 'entry/no-decision-pending', m.noDecisionPending);

export const notOfficial = () => new HttpError(403, 'auth/forbidden', m.notOfficial);

export const notCoach = () => new HttpError(403, 'auth/forbidden', m.notCoach);

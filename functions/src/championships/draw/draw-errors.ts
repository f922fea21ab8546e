import { bracketMessages } from '../../contracts/bracket';
import { HttpError, notFound } from '../../http/http-error';

// The refusals of the draw, the brackets and the scoring of bouts, each with its stable code (the
// web app words each code in Marathi itself; these English messages are the English site's text).

/** The refusals the draw's contract has no words for (bracketMessages has the others). */
export const drawMessages = {
  weighInUndecided:
    'Some weigh-ins wait for a decision: move or disqualify those athletes before the draw',
  noEntries: 'There are no entries to draw',
  boutsScored:
    'Bouts have been scored: the championship can no longer be drawn again. Correct the bouts instead',
} as const;

const m = { ...bracketMessages, ...drawMessages };

export const alreadyDrawn = () => new HttpError(409, 'already-drawn', m.alreadyDrawn);

export const weighInUndecided = () => new HttpError(409, 'weigh-in-undecided', m.weighInUndecided);

export const noEntries = () => new HttpError(409, 'draw/no-entries', m.noEntries);

export const boutsScored = () => new HttpError(409, 'draw/bouts-scored', m.boutsScored);

/** Brackets asked for before the draw: there is nothing to show yet. */
export const bracketsNotDrawn = () => notFound('not-drawn', m.notDrawn);

/** A bout scored before the draw: the championship is there, its brackets are not. */
export const scoringNotDrawn = () => new HttpError(409, 'not-drawn', m.notDrawn);

export const matchNotFound = () => notFound('match-not-found', m.matchNotFound);

export const matchNotReady = () => new HttpError(409, 'match-not-ready', m.matchNotReady);

/**
 * 409, not 400: the sides of a later bout follow the earlier results, which another official may
 * have corrected since the screen loaded; the same request is right again after a reload.
 */
export const notInMatch = () => new HttpError(409, 'not-in-match', m.notInMatch);

export const matchLocked = () => new HttpError(409, 'match-locked', m.matchLocked);

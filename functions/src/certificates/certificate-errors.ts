import { certificateMessages as m } from '../contracts/certificate';
import { HttpError, notFound, serviceUnavailable } from '../http/http-error';

// The refusals the certificate and grading routes share, each with its stable code.

export const certificateNotFound = () => notFound('certificate/not-found', m.certificateNotFound);

export const alreadyRevoked = () =>
  new HttpError(409, 'certificate/already-revoked', m.alreadyRevoked);

/** The signing key is not configured: nothing is issued (and nothing stored). */
export const signingUnavailable = () =>
  serviceUnavailable('service/unavailable', m.signingUnavailable);

export const gradingNotFound = () => notFound('grading/not-found', m.gradingNotFound);

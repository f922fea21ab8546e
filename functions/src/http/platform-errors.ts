import { apiMessages } from '../contracts/messages';
import { HttpError, invalidInput, notFound, serviceUnavailable } from './http-error';

// The platform's own errors (Firestore's gRPC statuses, the Admin SDK's `auth/…`, `app/…` codes)
// that no service turned into an answer of its own. None of them is the visitor's fault in a way
// we can name precisely, and none may leave as a 500: the few that do describe the request become
// the matching 4xx, everything else (quota, internal, aborted, permission of our own service
// account…) a 503 with Retry-After — it is the platform, and it usually passes.

// gRPC status codes (google.rpc.Code) that describe the request rather than the service.
const GRPC_INVALID_ARGUMENT = 3;
const GRPC_NOT_FOUND = 5;
const GRPC_ALREADY_EXISTS = 6;
const GRPC_OUT_OF_RANGE = 11;

const FIREBASE_CODE = /^[a-z-]+\/[a-z0-9-]+$/;

const unavailable = () => serviceUnavailable('service/unavailable', apiMessages.serviceUnavailable);

const conflict = () => new HttpError(409, 'resource/conflict', apiMessages.conflict);

const itemNotFound = () => notFound('resource/not-found', apiMessages.itemNotFound);

function grpcCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'number' && Number.isInteger(code) && code >= 1 && code <= 16
    ? code
    : undefined;
}

function firebaseCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' && FIREBASE_CODE.test(code) ? code : undefined;
}

function fromGrpc(code: number): HttpError {
  if (code === GRPC_INVALID_ARGUMENT || code === GRPC_OUT_OF_RANGE) return invalidInput();
  if (code === GRPC_NOT_FOUND) return itemNotFound();
  if (code === GRPC_ALREADY_EXISTS) return conflict();
  return unavailable();
}

function fromFirebase(code: string): HttpError {
  const [, name = ''] = code.split('/');
  if (name === 'user-not-found') return itemNotFound();
  if (name.endsWith('-already-exists')) return conflict();
  if (name.startsWith('invalid-') || name.startsWith('missing-') || name === 'argument-error') {
    return invalidInput();
  }
  return unavailable();
}

/** The answer for a platform error, or undefined when `error` is not one (a bug: that is a 500). */
export function platformErrorAnswer(error: unknown): HttpError | undefined {
  const grpc = grpcCode(error);
  if (grpc !== undefined) return fromGrpc(grpc);
  const firebase = firebaseCode(error);
  if (firebase !== undefined) return fromFirebase(firebase);
  return undefined;
}

import { injectedFault } from '../testing/fault-injection';

/** Firestore did not answer in time or is not reachable; clients get a 503, never a 500. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

// gRPC status codes the Firestore client reports when the backend is down or too slow.
const GRPC_DEADLINE_EXCEEDED = 4;
const GRPC_UNAVAILABLE = 14;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === GRPC_UNAVAILABLE || error.code === GRPC_DEADLINE_EXCEEDED;
}

/**
 * Resolves with the operation, or fails with DatabaseUnavailableError after `ms`. The Firestore client
 * retries an unreachable backend for up to a minute; a visitor should not wait that long to be told.
 */
export async function withDeadline<T>(operation: Promise<T>, ms: number, what: string): Promise<T> {
  const fault = injectedFault(what);
  if (fault) {
    operation.catch(() => undefined);
    throw fault;
  }
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError(`${what}: no answer within ${ms} ms`)),
      ms,
    );
  });
  // The losing operation may still fail later; that must not become an unhandled rejection.
  operation.catch(() => undefined);
  try {
    return await Promise.race([operation, deadline]);
  } catch (error) {
    if (isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError)) {
      throw new DatabaseUnavailableError(`${what}: Firestore unavailable`, { cause: error });
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

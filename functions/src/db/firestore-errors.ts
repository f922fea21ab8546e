// gRPC status codes the Firestore client reports for failed preconditions. Uniqueness in this code
// comes from create() (ALREADY_EXISTS) and "must exist" writes (NOT_FOUND), not from transactions.
const GRPC_NOT_FOUND = 5;
const GRPC_ALREADY_EXISTS = 6;

function hasCode(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

/** create() found the document already there. */
export const isAlreadyExists = (error: unknown) => hasCode(error, GRPC_ALREADY_EXISTS);

/** update() or delete({ exists: true }) found no document. */
export const isNotFound = (error: unknown) => hasCode(error, GRPC_NOT_FOUND);

// An id from a URL, checked before it reaches the SDK. Firestore's own rules for a document id:
// valid UTF-8, at most 1,500 bytes, no '/', not '.' or '..', and nothing like __x__ (reserved).
// Broken, the SDK throws an error of its own (a '/' names another path) or the server refuses it
// (INVALID_ARGUMENT), and the answer is whatever that error maps to, not the route's 404; checked
// here, the route answers 404 as for any id that names nothing, without a read.

const MAX_ID_BYTES = 1_500;
// Our ids are generated (20 characters) or short slugs typed in the console: anything longer, or
// with control characters, is not one of ours either.
const MAX_ID_LENGTH = 128;
// eslint-disable-next-line no-control-regex -- rejecting control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// `constructor`, `toString`, `hasOwnProperty`…: never ids of ours, and the embedded Firestore
// emulator of local work looks documents up in a plain object, where these names find the
// prototype's members and the read fails (a 503 instead of the route's 404).
const OBJECT_MEMBER_NAMES = new Set(Object.getOwnPropertyNames(Object.prototype));

/** Whether Firestore accepts `id` as a document id. */
export function isFirestoreDocumentId(id: string): boolean {
  if (id.length === 0 || id.includes('/')) return false;
  if (id === '.' || id === '..' || /^__.*__$/s.test(id)) return false;
  // A lone surrogate has no UTF-8 form; in /u mode \p{Cs} matches only unpaired ones.
  if (/\p{Cs}/u.test(id)) return false;
  return Buffer.byteLength(id, 'utf8') <= MAX_ID_BYTES;
}

/** Whether `id` could name one of our documents: the routes answer 404 without reading otherwise. */
export function isPlausibleDocumentId(id: string): boolean {
  return (
    isFirestoreDocumentId(id) &&
    id.length <= MAX_ID_LENGTH &&
    !CONTROL_CHARACTER.test(id) &&
    !OBJECT_MEMBER_NAMES.has(id)
  );
}

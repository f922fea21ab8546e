// Firestore document ids cannot contain '/', cannot be '.' or '..', and ids like __x__ are reserved.
// Ours are generated (20 characters) or short slugs, so anything long or with control characters is
// not an id of ours either. Rejecting these up front keeps odd input away from the SDK, which would
// throw on some of them.
const MAX_ID_LENGTH = 128;

export function isPlausibleDocumentId(id: string): boolean {
  if (id.length === 0 || id.length > MAX_ID_LENGTH) return false;
  if (id === '.' || id === '..') return false;
  if (/^__.*__$/.test(id)) return false;
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  return !/[/\u0000-\u001f\u007f]/.test(id);
}

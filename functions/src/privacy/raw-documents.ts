import type {
  DocumentData,
  DocumentReference,
  Query,
  QueryDocumentSnapshot,
  UpdateData,
} from 'firebase-admin/firestore';
import { getDb } from '../db/firestore';

// Erasure and retention read documents as they are stored, without the collections' converters:
// a document a converter cannot parse (a console edit, an older shape) must still be found and
// erased, never skipped or failing the whole run.

/** Firestore commits at most 500 writes in one batch. */
const BATCH_LIMIT = 500;

export function rawCollection(name: string) {
  return getDb().collection(name);
}

export async function rawDocuments(query: Query): Promise<QueryDocumentSnapshot[]> {
  return (await query.get()).docs;
}

export type Write =
  | { kind: 'delete'; ref: DocumentReference }
  | { kind: 'update'; ref: DocumentReference; data: UpdateData<DocumentData> }
  | { kind: 'create'; ref: DocumentReference; data: DocumentData };

/** Commits the writes in batches; each batch is atomic, and a rerun repeats only what is left. */
export async function commitWrites(writes: readonly Write[]): Promise<void> {
  for (let start = 0; start < writes.length; start += BATCH_LIMIT) {
    const batch = getDb().batch();
    for (const write of writes.slice(start, start + BATCH_LIMIT)) {
      if (write.kind === 'delete') batch.delete(write.ref);
      else if (write.kind === 'create') batch.create(write.ref, write.data);
      else batch.update(write.ref, write.data);
    }
    await batch.commit();
  }
}

export const deletes = (docs: readonly QueryDocumentSnapshot[]): Write[] =>
  docs.map((doc) => ({ kind: 'delete', ref: doc.ref }));

/** The distinct documents of several queries (one document may match more than one). */
export async function documentsOfAll<T>(
  queries: readonly Query<T>[],
): Promise<QueryDocumentSnapshot<T>[]> {
  const found = new Map<string, QueryDocumentSnapshot<T>>();
  for (const snapshot of await Promise.all(queries.map((query) => query.get()))) {
    for (const doc of snapshot.docs) found.set(doc.ref.path, doc);
  }
  return [...found.values()];
}

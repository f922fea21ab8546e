import type {
  DocumentData,
  FirestoreDataConverter,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import { toFieldErrors } from '../contracts/field-errors';

/** A stored document that does not match its schema; it is skipped and logged, never served. */
export class MalformedDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly problems: Record<string, string>,
  ) {
    super(`Malformed document ${path}`);
    this.name = 'MalformedDocumentError';
  }
}

/** The document's data if it matches the schema; MalformedDocumentError otherwise. */
export function parseStoredDocument<T>(schema: z.ZodType<T>, path: string, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new MalformedDocumentError(path, toFieldErrors(result.error, 'document'));
  }
  return result.data;
}

/**
 * Typed collection refs whose reads are validated: `data()` either returns a value that matches the
 * schema or throws MalformedDocumentError. Data written by hand in the console or by an older version
 * of the code therefore never reaches a client unchecked.
 */
export function zodConverter<T extends DocumentData>(
  schema: z.ZodType<T>,
): FirestoreDataConverter<T, DocumentData> {
  return {
    toFirestore: (model) => model,
    fromFirestore: (snapshot: QueryDocumentSnapshot) =>
      parseStoredDocument(schema, snapshot.ref.path, snapshot.data()),
  };
}

export interface ValidDocument<T> {
  id: string;
  data: T;
}

export interface ReadableDocument<T> {
  id: string;
  data(): T;
}

export type MalformedDocumentReporter = (error: MalformedDocumentError) => void;

/** Keeps the documents that pass their schema and reports the rest. */
export function readValidDocuments<T>(
  documents: readonly ReadableDocument<T>[],
  reportMalformed: MalformedDocumentReporter,
): ValidDocument<T>[] {
  const valid: ValidDocument<T>[] = [];
  for (const document of documents) {
    try {
      valid.push({ id: document.id, data: document.data() });
    } catch (error) {
      if (!(error instanceof MalformedDocumentError)) throw error;
      reportMalformed(error);
    }
  }
  return valid;
}

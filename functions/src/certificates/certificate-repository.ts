import * as logger from 'firebase-functions/logger';
import { certificateNumberPattern } from '../contracts/certificate';
import { collections } from '../db/collections';
import { withDeadline } from '../db/database-errors';
import { readValidDocuments, type MalformedDocumentError } from '../db/zod-converter';
import type { StoredCertificate } from './stored-certificate';

const DEADLINE_MS = 5_000;

function reportMalformed(error: MalformedDocumentError): void {
  logger.warn('Skipping malformed certificate', { path: error.path, problems: error.problems });
}

/** The certificate numbered `number`; undefined for an unknown or malformed number. */
export async function readCertificate(number: string): Promise<StoredCertificate | undefined> {
  if (!certificateNumberPattern.test(number)) return undefined;
  const snapshot = await withDeadline(
    collections.certificates().doc(number).get(),
    DEADLINE_MS,
    'Read certificate',
  );
  return readValidDocuments([snapshot], reportMalformed)[0]?.data;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, deleteDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// The browser never talks to Firestore (docs/decisions.md): every collection denies every client,
// signed in or not, including the owner of a document and an admin.
let env: RulesTestEnvironment;

beforeAll(async () => {
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  env = await initializeTestEnvironment({
    projectId: process.env.GCLOUD_PROJECT ?? 'demo-mta',
    firestore: {
      rules: readFileSync(join(__dirname, '../../../firestore.rules'), 'utf8'),
      host,
      port: Number(port),
    },
  });
});
beforeEach(() => env.clearFirestore());
afterAll(() => env.cleanup());

const clients = () => ({
  visitor: env.unauthenticatedContext().firestore(),
  owner: env.authenticatedContext('member-1').firestore(),
  admin: env.authenticatedContext('admin-1', { admin: true }).firestore(),
});

async function expectDenied(operation: Promise<unknown>) {
  const error = (await assertFails(operation)) as { code?: string };
  expect(error.code).toBe('permission-denied');
}

for (const collection of [
  'users',
  'events',
  'contacts',
  'enrollments',
  'referenceNumbers',
  'mail',
  'limitSlots',
  // The audit trail: only the functions write it, and admins read it through GET /api/admin/audit.
  'auditLog',
]) {
  describe(collection, () => {
    it('denies reads to visitors, members (even their own documents) and admins', async () => {
      for (const db of Object.values(clients())) {
        await expectDenied(getDoc(doc(db, collection, 'member-1')));
      }
    });

    it('denies writes and deletes to every client', async () => {
      for (const db of Object.values(clients())) {
        await expectDenied(setDoc(doc(db, collection, 'member-1'), { role: 'admin' }));
        await expectDenied(deleteDoc(doc(db, collection, 'member-1')));
      }
    });
  });
}

// @ts-check
// Grants or revokes the `admin` custom claim, the one source of the admin role (docs/decisions.md):
// the app never grants it and profiles never store it. Against the local stack, run it while
// `npm start` is running; against a real project, with Application Default Credentials and
// GCLOUD_PROJECT set. A grant needs a verified email and a typed confirmation (or --yes); every
// change ends the person's sessions and is audited (scripts/deploy/admin-grant.mjs says why).
// Usage: npm run admin:grant -- <email> [--yes]   |   npm run admin:revoke -- <email> [--yes]
import { userInfo } from 'node:os';
import { createInterface } from 'node:readline/promises';
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { applyAdminChange, planAdminChange } from './admin-grant.mjs';
import { stackEnv } from '../lib/config.mjs';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
const assumeYes = args.includes('--yes');
const email = args.find((arg) => !arg.startsWith('--'));
if (!email) {
  console.error('Usage: npm run admin:grant -- <email>  or  npm run admin:revoke -- <email>');
  process.exit(2);
}
if (!process.env.GCLOUD_PROJECT) {
  // No project named: talk to the local emulators.
  Object.assign(process.env, stackEnv);
}
initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const auth = getAuth();
const plan = await planAdminChange(auth, email, revoke);
if (!plan.ok) {
  console.error(plan.message);
  process.exit(1);
}
console.log(`${plan.summary} in project ${process.env.GCLOUD_PROJECT}.`);
if (!assumeYes) {
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const typed = await prompt.question('Type the email again to confirm: ');
  prompt.close();
  if (typed.trim().toLowerCase() !== email.trim().toLowerCase()) {
    console.error('Not confirmed: nothing changed.');
    process.exit(1);
  }
}
const operator = process.env.MTA_OPERATOR ?? userInfo().username;
const outcome = await applyAdminChange(
  auth,
  async (entry) => {
    await getFirestore()
      .collection('auditLog')
      .doc()
      .create({ ...entry, at: Timestamp.now() });
  },
  plan.account,
  revoke,
  operator,
);
console.log(outcome.message);

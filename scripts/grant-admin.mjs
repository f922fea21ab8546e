// @ts-check
// Grants (or with --revoke removes) the `admin` custom claim. Admin is never granted by the app
// itself (design.md §4). Against the local stack, run it while `npm start` is running; against a
// real project, run it with Application Default Credentials and GCLOUD_PROJECT set.
// Usage: node scripts/grant-admin.mjs <email> [--revoke]
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { stackEnv } from './lib/config.mjs';

const [email, flag] = process.argv.slice(2);
if (!email) {
  console.error('Usage: node scripts/grant-admin.mjs <email> [--revoke]');
  process.exit(2);
}
if (!process.env.GCLOUD_PROJECT) {
  // No project named: talk to the local emulators.
  Object.assign(process.env, stackEnv);
}
initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const auth = getAuth();
const user = await auth.getUserByEmail(email);
const admin = flag !== '--revoke';
await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin });
// Existing ID tokens keep their old claims until they refresh (at most an hour).
console.log(
  `${email}: admin claim ${admin ? 'granted' : 'revoked'}. It takes effect at the next token refresh.`,
);

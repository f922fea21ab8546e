// @ts-check
// Grants or revokes the `admin` custom claim, the one source of the admin role (docs/decisions.md):
// the app never grants it and profiles never store it. Against the local stack, run it while
// `npm start` is running; against a real project, with Application Default Credentials and
// GCLOUD_PROJECT set.
// Usage: npm run admin:grant -- <email>   |   npm run admin:revoke -- <email>
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { stackEnv } from './lib/config.mjs';

const args = process.argv.slice(2);
const revoke = args.includes('--revoke');
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
let user;
try {
  user = await auth.getUserByEmail(email);
} catch {
  console.error(`${email}: no account with this email.`);
  process.exit(1);
}
// Other claims stay; a revoked admin loses the key rather than keeping `admin: false`.
const otherClaims = Object.fromEntries(
  Object.entries(user.customClaims ?? {}).filter(([claim]) => claim !== 'admin'),
);
await auth.setCustomUserClaims(user.uid, revoke ? otherClaims : { ...otherClaims, admin: true });
// Open sessions see the change at their next ID-token refresh (at most an hour, or at once when
// the app forces one); nobody has to sign out.
console.log(
  `${email}: admin claim ${revoke ? 'revoked' : 'granted'}. It reaches open sessions at their next token refresh.`,
);

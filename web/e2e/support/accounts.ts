import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from './test';

// Accounts for the end-to-end tests. Each test makes its own member with a unique address, so the
// tests run in parallel without resetting the emulators under each other.

process.env.GCLOUD_PROJECT ??= 'demo-mta';
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
process.env.METADATA_SERVER_DETECTION ??= 'none';

function admin() {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  return { auth: getAuth(app), db: getFirestore(app) };
}
export { deleteApp };

export interface Member {
  name: string;
  email: string;
  password: string;
}

export function newMember(label = 'member'): Member {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return {
    name: `Test ${label} ${unique.slice(-4)}`,
    email: `e2e-${label}-${unique}@example.com`,
    password: 'Kick-Pune-4821',
  };
}

/** Creates the member through the real API, as an API client would. */
export async function registerMember(
  request: APIRequestContext,
  member = newMember(),
): Promise<Member> {
  const response = await request.post('/api/auth/register', {
    data: { name: member.name, email: member.email, password: member.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return member;
}

export async function signInThroughUi(page: Page, member: Member, { remember = true } = {}) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  const rememberMe = page.getByLabel('Remember me');
  if ((await rememberMe.isChecked()) !== remember) await rememberMe.click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The header's account toggle shows the member once the session is in place. */
export async function expectSignedInAs(page: Page, name: string) {
  await expect(page.getByRole('button', { name: new RegExp(`Account: ${name}`) })).toBeVisible();
}

/** What `npm run admin:grant -- <email>` does: the admin custom claim, set with the Admin SDK. */
export async function grantAdmin(email: string) {
  const { auth } = admin();
  const user = await auth.getUserByEmail(email);
  await auth.setCustomUserClaims(user.uid, { ...user.customClaims, admin: true });
}

export async function revokeSessions(email: string) {
  const { auth } = admin();
  const user = await auth.getUserByEmail(email);
  await auth.revokeRefreshTokens(user.uid);
}

export async function profileOf(email: string) {
  const { auth, db } = admin();
  const user = await auth.getUserByEmail(email);
  return (await db.collection('users').doc(user.uid).get()).data();
}

/** The reset link from the newest queued password-reset mail to `email`. */
export async function resetLinkMailedTo(email: string): Promise<string> {
  const { db } = admin();
  let text = '';
  await expect
    .poll(async () => {
      const mails = await db.collection('mail').where('to', '==', email).get();
      text = String(mails.docs[0]?.data().message?.text ?? '');
      return mails.size;
    })
    .toBe(1);
  const link = /https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No reset link in the mail: ${text}`);
  return link;
}

// Google's gapi loader cannot be fetched here; the Firebase SDK gets the stand-in (see its header).
const require = createRequire(import.meta.url);
const gapiStandIn = readFileSync(require.resolve('./gapi-stand-in.js'), 'utf8');

export async function serveGapiStandIn(context: BrowserContext) {
  await context.route('https://apis.google.com/js/api.js**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: gapiStandIn }),
  );
}

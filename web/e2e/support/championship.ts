import type { APIRequestContext, Browser, BrowserContextOptions, Page } from '@playwright/test';
import { grantAdmin, newMember, type Member } from './accounts';
import { axeViolations, describeViolations } from './axe';
import { expect } from './test';

// The people and records of a championship for the end-to-end tests, made through the real API
// (and the Auth emulator's admin API where a person would open a mailed link).

const AUTH_EMULATOR = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-mta';

/** The seeded tournament, 24 days ahead: the office opens it for entries in these tests. */
export const CHAMPIONSHIP_ID = 'maharashtra-state-championship';

export interface Person extends Member {
  uid: string;
  token: string;
}

export const kolkataDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

export async function expectNoViolations(page: Page) {
  const violations = await axeViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

export async function register(request: APIRequestContext, label: string): Promise<Person> {
  const member = newMember(label);
  const answer = await request.post('/api/auth/register', {
    data: { name: member.name, email: member.email, password: member.password },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const body = (await answer.json()) as { token: string; user: { _id: string } };
  return { ...member, uid: body.user._id, token: body.token };
}

/** A fresh token, e.g. after a role was granted (a token carries the claims of its issue). */
export async function freshToken(request: APIRequestContext, person: Person): Promise<Person> {
  const answer = await request.post('/api/auth/login', {
    data: { email: person.email, password: person.password },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { ...person, token: ((await answer.json()) as { token: string }).token };
}

export async function office(request: APIRequestContext): Promise<Person> {
  const person = await register(request, 'office');
  await grantAdmin(person.email);
  return freshToken(request, person);
}

const bearer = (person: Person) => ({ Authorization: `Bearer ${person.token}` });

/** An identifiable adult: a verified email and an adult date of birth (needed to consent). */
export async function guardian(request: APIRequestContext): Promise<Person> {
  const person = await register(request, 'parent');
  const verified = await request.post(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`,
    {
      headers: { Authorization: 'Bearer owner' },
      data: { localId: person.uid, emailVerified: true },
    },
  );
  expect(verified.ok(), await verified.text()).toBe(true);
  const saved = await request.put('/api/users/profile', {
    headers: bearer(person),
    data: { dateOfBirth: '1984-03-12' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return freshToken(request, person);
}

/** A child of `parent` in the Pune club, with the consent to the current notice. */
export async function child(
  request: APIRequestContext,
  parent: Person,
  fullName: string,
  born: string,
): Promise<void> {
  const notice = (await (await request.get('/api/consent-notice')).json()) as {
    data: { version: string };
  };
  const answer = await request.post('/api/athletes', {
    headers: bearer(parent),
    data: {
      fullName,
      dateOfBirth: born,
      gender: 'male',
      clubId: 'pune',
      relationship: 'child',
      consent: { accepted: true, noticeVersion: notice.data.version },
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Opens the tournament for entries through the API (the UI test does it through the form). */
export async function openChampionship(request: APIRequestContext, admin: Person, year: number) {
  const answer = await request.put(`/api/admin/events/${CHAMPIONSHIP_ID}/championship`, {
    headers: bearer(admin),
    data: {
      disciplines: ['kyorugi', 'poomsae'],
      entryDeadline: kolkataDay(10),
      competitionYear: year,
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

export async function grantRoles(
  request: APIRequestContext,
  admin: Person,
  person: Person,
  roles: { official?: boolean; coachClubId?: string | null },
) {
  const answer = await request.put(`/api/admin/users/${person.uid}/roles`, {
    headers: bearer(admin),
    data: roles,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Another person's browser at the test's size, signed in through the sign-in screen. */
export async function browserOf(
  browser: Browser,
  person: Member,
  size: Pick<BrowserContextOptions, 'viewport' | 'isMobile' | 'hasTouch'>,
) {
  const context = await browser.newContext({ ...size, serviceWorkers: 'block' });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    return response;
  };
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-session', 'signed-in');
  return { context, page };
}

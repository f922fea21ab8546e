import type { APIRequestContext } from '@playwright/test';
import { grantAdmin, newMember, type Member } from './accounts';
import { expect } from './test';

// Certificates for the end-to-end tests, made through the real API: an adult athlete (who holds
// themself, so no consent is needed) and an office account that grades them.

export interface Session extends Member {
  token: string;
}

async function register(request: APIRequestContext, label: string): Promise<Session> {
  const member = newMember(label);
  const answer = await request.post('/api/auth/register', {
    data: { name: member.name, email: member.email, password: member.password },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { ...member, token: ((await answer.json()) as { token: string }).token };
}

/** An office account, signed in again through the API so its token carries the admin claim. */
export async function officeSession(request: APIRequestContext): Promise<Session> {
  const office = await register(request, 'office');
  await grantAdmin(office.email);
  const answer = await request.post('/api/auth/login', {
    data: { email: office.email, password: office.password },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { ...office, token: ((await answer.json()) as { token: string }).token };
}

export interface AthleteHolder extends Session {
  athleteId: string;
  athleteName: string;
}

/** A member who trains themself: one adult athlete, white belt. */
export async function adultAthlete(
  request: APIRequestContext,
  label: string,
): Promise<AthleteHolder> {
  const member = await register(request, label);
  const athleteName = `Aarav ${member.name.slice(-4)}`;
  const answer = await request.post('/api/athletes', {
    headers: { Authorization: `Bearer ${member.token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: {
      fullName: athleteName,
      dateOfBirth: '1995-06-15',
      gender: 'male',
      clubId: 'pune',
      relationship: 'self',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const athleteId = ((await answer.json()) as { data: { id: string } }).data.id;
  return { ...member, athleteId, athleteName };
}

const bearer = (session: Session) => ({
  Authorization: `Bearer ${session.token}`,
  'Idempotency-Key': crypto.randomUUID(),
});

/** A grading held today at which `holder` passes to yellow belt: the new certificate's number. */
export async function gradeToYellow(
  request: APIRequestContext,
  office: Session,
  holder: AthleteHolder,
): Promise<string> {
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const created = await request.post('/api/admin/gradings', {
    headers: bearer(office),
    data: {
      date: today,
      city: 'Pune',
      venue: 'Shiv Chhatrapati Sports Complex',
      examiners: ['Master Kulkarni'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const gradingId = ((await created.json()) as { data: { id: string } }).data.id;
  const results = await request.post(`/api/admin/gradings/${gradingId}/results`, {
    headers: bearer(office),
    data: { results: [{ athleteId: holder.athleteId, rank: 'yellow', result: 'pass' }] },
  });
  expect(results.ok(), await results.text()).toBe(true);
  const issued = ((await results.json()) as { data: { issued: { certificateNumber: string }[] } })
    .data.issued;
  return issued[0]?.certificateNumber ?? '';
}

/** The signed token of one of the holder's certificates, as their profile reads it. */
export async function tokenOf(
  request: APIRequestContext,
  holder: Session,
  number: string,
): Promise<string> {
  const answer = await request.get('/api/certificates', {
    headers: { Authorization: `Bearer ${holder.token}` },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const list = ((await answer.json()) as { data: { number: string; token: string }[] }).data;
  return list.find((certificate) => certificate.number === number)?.token ?? '';
}

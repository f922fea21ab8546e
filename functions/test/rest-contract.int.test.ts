import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bearer,
  countAccounts,
  latestResetCode,
  resetAuth,
  signInWithGoogle,
} from './support/auth-emulator';
import {
  countDocuments,
  kolkataDay,
  listDocuments,
  putEventDocument,
  resetFirestore,
  storedEvent,
} from './support/firestore-fixtures';
import { api, waitForHealthyApi } from './support/stack';
import { signUpAdmin } from './support/submissions';

// The REST contract (README), row by row, as a client written against it uses it: field
// names and shapes it documents, JSON content and accept headers, a bearer token once it has one,
// and nothing else (no Idempotency-Key, no terms). The answers are checked against the shapes the
// contract documents, written out here rather than taken from src/contracts, so that tightening our
// own schemas can never silently break such a client again. README "REST contract" explains the
// choices.

// ── What a contract client reads in the answers ─────────────────────────────────────────────────

/** User: _id, name, email, phone or phoneNumber, role, status, createdAt, photoURL, googleId. */
const user = z.looseObject({
  _id: z.string().min(1),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  phoneNumber: z.string(),
  role: z.string(),
  status: z.string(),
  createdAt: z.string(),
  photoURL: z.string(),
  googleId: z.string(),
});
/** register, login, google: "token, user". */
const session = z.looseObject({ token: z.string().min(1), user });
const message = z.looseObject({ message: z.string().min(1) });
const failure = z.looseObject({
  success: z.literal(false),
  message: z.string().min(1),
  errors: z.record(z.string(), z.string()).optional(),
});
/** The contract's Event; `date` is a single date or {startDate, endDate, startTime, endTime}. */
const event = z.looseObject({
  _id: z.string().min(1),
  title: z.string(),
  description: z.string(),
  eventType: z.string(),
  location: z.looseObject({ city: z.string(), state: z.string() }),
  date: z.union([z.string(), z.looseObject({ startDate: z.string() })]),
});
/** Enrollment: _id, referenceNumber, program, status, createdAt. */
const enrollment = z.looseObject({
  _id: z.string().min(1),
  referenceNumber: z.string().min(1),
  program: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
/** "Response: success, message, data.referenceNumber". */
const enrollmentCreated = z.looseObject({
  success: z.literal(true),
  message: z.string(),
  data: enrollment,
});

// ── What a contract client sends ────────────────────────────────────────────────────────────────

interface Answer {
  status: number;
  body: unknown;
}

/**
 * One call as the contract's client makes it: JSON in and out, the bearer token when it has one.
 */
async function call(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await api(`/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? bearer(token) : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const PASSWORD = 'Lotus-Kick-88';

/** Register as that client sends it: phoneNumber, confirmPassword and role 'user'. */
const registrationForm = {
  name: 'Meera Joshi',
  email: 'meera@example.com',
  phoneNumber: '+91 98220 00003',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  role: 'user',
};

/** The contract's enrollment fields, every one of them and nothing more. */
const enrollmentForm = {
  fullName: 'Meera Joshi',
  email: 'meera@example.com',
  phone: '9822000003',
  dateOfBirth: '2012-06-15',
  gender: 'female',
  address: '4 College Road',
  city: 'Nashik',
  state: 'Maharashtra',
  pincode: '422005',
  emergencyContact: 'Sunil Joshi',
  emergencyPhone: '9822000004',
  program: 'beginners',
  experience: 'none',
  medicalConditions: '',
  howDidYouHear: 'friend',
};

/** Registers through the contract and keeps the token, as the client stores it. */
async function registeredToken(form = registrationForm): Promise<string> {
  const answer = await call('POST', '/auth/register', { body: form });
  expect(answer.status).toBe(201);
  return session.parse(answer.body).token;
}

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
});

// ── The contract, row by row ─────────────────────────────────────────────────────────────────────

describe('accounts', () => {
  it('POST /auth/register (registration form) → 201, token, user', async () => {
    const answer = await call('POST', '/auth/register', { body: registrationForm });
    expect(answer.status).toBe(201);
    const { user: created } = session.parse(answer.body);
    expect(created).toMatchObject({
      name: 'Meera Joshi',
      email: 'meera@example.com',
      phone: '+91 98220 00003',
      phoneNumber: '+91 98220 00003',
      role: 'user',
    });
  });

  it('POST /auth/login (credentials) → token, user', async () => {
    await registeredToken();
    const answer = await call('POST', '/auth/login', {
      body: { email: registrationForm.email, password: PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(session.parse(answer.body).user.email).toBe(registrationForm.email);
  });

  it('POST /auth/google (name, email, role, googleId, photoURL, idToken) → token, user', async () => {
    const google = await signInWithGoogle({ sub: 'google-77', email: 'gita@example.com' });
    const answer = await call('POST', '/auth/google', {
      body: {
        name: 'Gita Kulkarni',
        email: 'gita@example.com',
        role: 'user',
        googleId: 'google-77',
        photoURL: 'https://lh3.googleusercontent.com/a/gita',
        idToken: google.idToken,
      },
    });
    expect(answer.status).toBe(200);
    expect(session.parse(answer.body).user).toMatchObject({ googleId: 'google-77', role: 'user' });
  });

  it('GET /auth/me → user under data', async () => {
    const token = await registeredToken();
    const answer = await call('GET', '/auth/me', { token });
    expect(answer.status).toBe(200);
    const { data } = z.looseObject({ data: user }).parse(answer.body);
    expect(data.email).toBe(registrationForm.email);
  });

  it('POST /auth/logout (none) → 200', async () => {
    const token = await registeredToken();
    const answer = await call('POST', '/auth/logout', { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true });
  });

  it('PUT /users/updatepassword (currentPassword, newPassword) → 200', async () => {
    const token = await registeredToken();
    const answer = await call('PUT', '/users/updatepassword', {
      token,
      body: { currentPassword: PASSWORD, newPassword: 'Tiger-Stance-2026' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true });
  });

  it('POST /auth/forgot-password (email) → message', async () => {
    await registeredToken();
    const answer = await call('POST', '/auth/forgot-password', {
      body: { email: registrationForm.email },
    });
    expect(answer.status).toBe(200);
    message.parse(answer.body);
  });

  it('GET /auth/reset-password/{token}/verify → valid or invalid', async () => {
    await registeredToken();
    await call('POST', '/auth/forgot-password', { body: { email: registrationForm.email } });
    const code = await latestResetCode(registrationForm.email);
    expect((await call('GET', `/auth/reset-password/${code}/verify`)).body).toMatchObject({
      valid: true,
    });
    expect((await call('GET', '/auth/reset-password/no-such-code/verify')).body).toMatchObject({
      valid: false,
    });
  });

  it('POST /auth/reset-password/{token} (password) → message', async () => {
    await registeredToken();
    await call('POST', '/auth/forgot-password', { body: { email: registrationForm.email } });
    const code = await latestResetCode(registrationForm.email);
    const answer = await call('POST', `/auth/reset-password/${code}`, {
      body: { password: 'Tiger-Stance-2026' },
    });
    expect(answer.status).toBe(200);
    message.parse(answer.body);
  });
});

describe('health', () => {
  it('GET /api/health → mongodbState with readyState, host, status', async () => {
    const answer = await call('GET', '/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      mongodbState: { readyState: 1, host: expect.any(String), status: 'connected' },
    });
  });
});

describe('contact', () => {
  const contactForm = {
    name: 'Meera Joshi',
    email: 'meera@example.com',
    phone: '9822000003',
    subject: 'Trial class',
    message: 'Is there a trial class for beginners this Saturday?',
    enquiryType: 'training',
  };

  it('POST /contact (name, email, phone, subject, message, enquiryType) → message', async () => {
    const token = await registeredToken();
    const answer = await call('POST', '/contact', { token, body: contactForm });
    expect(answer.status).toBe(201);
    message.parse(answer.body);
  });

  it('GET /contact → list; GET, PUT (status), DELETE /contact/{id} (the office)', async () => {
    await call('POST', '/contact', { token: await registeredToken(), body: contactForm });
    const office = (await signUpAdmin()).idToken;
    const list = await call('GET', '/contact', { token: office });
    expect(list.status).toBe(200);
    const { data } = z
      .looseObject({ data: z.array(z.looseObject({ _id: z.string() })) })
      .parse(list.body);
    expect(data).toHaveLength(1);
    const id = data[0]?._id ?? '';
    expect((await call('GET', `/contact/${id}`, { token: office })).status).toBe(200);
    const update = await call('PUT', `/contact/${id}`, { token: office, body: { status: 'read' } });
    expect(update.status).toBe(200);
    expect((await call('DELETE', `/contact/${id}`, { token: office })).status).toBe(200);
  });
});

describe('events', () => {
  beforeEach(async () => {
    await putEventDocument('open-seminar', storedEvent(kolkataDay(3)));
  });

  it('GET /events → list', async () => {
    const answer = await call('GET', '/events');
    expect(answer.status).toBe(200);
    expect(z.looseObject({ data: z.array(event) }).parse(answer.body).data).toHaveLength(1);
  });

  it('GET /events/upcoming → list under data', async () => {
    const answer = await call('GET', '/events/upcoming');
    expect(answer.status).toBe(200);
    expect(z.looseObject({ data: z.array(event) }).parse(answer.body).data).toHaveLength(1);
  });

  it('GET /events/{id} → event', async () => {
    const answer = await call('GET', '/events/open-seminar');
    expect(answer.status).toBe(200);
    expect(z.looseObject({ data: event }).parse(answer.body).data._id).toBe('open-seminar');
  });

  it('POST /events, PUT /events/{id}, DELETE /events/{id} (the office) → event, event, message', async () => {
    // The contract's Event fields, a single date as a string; it does not show the payloads.
    const newEvent = {
      title: 'Open Seminar',
      description: 'Referee rules for 2027.',
      eventType: 'seminar',
      location: { city: 'Nashik', state: 'Maharashtra' },
      date: kolkataDay(10),
    };
    const office = (await signUpAdmin()).idToken;
    const created = await call('POST', '/events', { token: office, body: newEvent });
    expect(created.status).toBe(201);
    const id = z.looseObject({ data: event }).parse(created.body).data._id;
    const changed = { ...newEvent, title: 'Open Seminar (moved)' };
    const updated = await call('PUT', `/events/${id}`, { token: office, body: changed });
    expect(updated.status).toBe(200);
    expect(z.looseObject({ data: event }).parse(updated.body).data.title).toBe(changed.title);
    const deleted = await call('DELETE', `/events/${id}`, { token: office });
    expect(deleted.status).toBe(200);
    message.parse(deleted.body);
  });

  it.each([
    ['POST', '/events'],
    ['PUT', '/events/open-seminar'],
    ['DELETE', '/events/open-seminar'],
  ])('%s %s → refused for a member (403) in the error shape', async (method, path) => {
    const body = method === 'DELETE' ? undefined : { title: 'New event' };
    const answer = await call(method, path, { token: await registeredToken(), body });
    expect(answer.status).toBe(403);
    failure.parse(answer.body);
  });
});

describe('enrollments', () => {
  it('POST /enrollments (the form fields, bearer token) → 201, data.referenceNumber', async () => {
    const token = await registeredToken();
    const answer = await call('POST', '/enrollments', { token, body: enrollmentForm });
    expect(answer.status).toBe(201);
    expect(enrollmentCreated.parse(answer.body).data.referenceNumber).toMatch(/\S/);
    // No terms field: stored for the office to follow up, consent not recorded.
    const [stored] = await listDocuments('enrollments');
    expect(stored?.data).toMatchObject({ termsAccepted: false, termsAcceptedAt: null });
  });

  it('POST /enrollments sent twice in a row → the same reference, one record', async () => {
    const token = await registeredToken();
    const first = await call('POST', '/enrollments', { token, body: enrollmentForm });
    const again = await call('POST', '/enrollments', { token, body: enrollmentForm });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(enrollmentCreated.parse(again.body).data.referenceNumber).toBe(
      enrollmentCreated.parse(first.body).data.referenceNumber,
    );
    expect(await countDocuments('enrollments')).toBe(1);
    expect(await countDocuments('referenceNumbers')).toBe(1);
  });

  it('POST /enrollments for a second child → a second enrollment', async () => {
    const token = await registeredToken();
    await call('POST', '/enrollments', { token, body: enrollmentForm });
    const sibling = { ...enrollmentForm, fullName: 'Kabir Joshi', gender: 'male' };
    const answer = await call('POST', '/enrollments', { token, body: sibling });
    expect(answer.status).toBe(201);
    expect(await countDocuments('enrollments')).toBe(2);
  });

  it('POST /enrollments with terms: true → consent recorded; terms: false → as without', async () => {
    const token = await registeredToken();
    await call('POST', '/enrollments', { token, body: { ...enrollmentForm, terms: true } });
    const sibling = { ...enrollmentForm, fullName: 'Kabir Joshi', terms: false };
    await call('POST', '/enrollments', { token, body: sibling });
    const stored = (await listDocuments('enrollments')).map(({ data }) => data);
    expect(stored).toContainEqual(
      expect.objectContaining({
        fullName: 'Meera Joshi',
        termsAccepted: true,
        termsAcceptedAt: expect.anything(),
      }),
    );
    expect(stored).toContainEqual(
      expect.objectContaining({
        fullName: 'Kabir Joshi',
        termsAccepted: false,
        termsAcceptedAt: null,
      }),
    );
  });

  it('GET /enrollments (bearer token) → success, data (list), message', async () => {
    const token = await registeredToken();
    const created = await call('POST', '/enrollments', { token, body: enrollmentForm });
    const answer = await call('GET', '/enrollments', { token });
    expect(answer.status).toBe(200);
    const list = z
      .looseObject({ success: z.literal(true), data: z.array(enrollment), message: z.string() })
      .parse(answer.body);
    expect(list.data.map((row) => row.referenceNumber)).toEqual([
      enrollmentCreated.parse(created.body).data.referenceNumber,
    ]);
  });

  it('GET /enrollments/{id} (bearer token) → 200', async () => {
    const token = await registeredToken();
    const created = enrollmentCreated.parse(
      (await call('POST', '/enrollments', { token, body: enrollmentForm })).body,
    );
    const answer = await call('GET', `/enrollments/${created.data._id}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: { _id: created.data._id } });
  });

  it('POST /enrollments/test (same payload, no auth) → success: false, nothing stored', async () => {
    const answer = await call('POST', '/enrollments/test', { body: enrollmentForm });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: false,
      code: 'enrollment/test-only',
      message: 'Validation only — nothing was stored. Please submit your enrollment again.',
    });
    expect(answer.body).not.toHaveProperty('data');
    expect(await countDocuments('enrollments')).toBe(0);
    expect(await countDocuments('referenceNumbers')).toBe(0);
  });
});

// ── Input the contract allows in shape but not in content ───────────────────────────────────────

describe('refused, with field errors and nothing stored', () => {
  it('register: confirmPassword differing from password', async () => {
    const answer = await call('POST', '/auth/register', {
      body: { ...registrationForm, confirmPassword: 'Lotus-Kick-89' },
    });
    expect(answer.status).toBe(400);
    expect(failure.parse(answer.body).errors).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(await countAccounts()).toBe(0);
  });

  it('register: phone and phoneNumber naming two different numbers', async () => {
    const answer = await call('POST', '/auth/register', {
      body: { ...registrationForm, phone: '+91 98220 00009' },
    });
    expect(answer.status).toBe(400);
    expect(failure.parse(answer.body).errors).toHaveProperty('phone');
    expect(await countAccounts()).toBe(0);
  });

  it.each(['yes', 1, null])('enrollment: terms %j (not a boolean)', async (terms) => {
    const token = await registeredToken();
    const answer = await call('POST', '/enrollments', {
      token,
      body: { ...enrollmentForm, terms },
    });
    expect(answer.status).toBe(400);
    expect(failure.parse(answer.body).errors).toHaveProperty('terms');
    expect(await countDocuments('enrollments')).toBe(0);
  });

  it('enrollment test: an invalid payload → 400, the same message and the field errors', async () => {
    const answer = await call('POST', '/enrollments/test', {
      body: { ...enrollmentForm, pincode: '4220' },
    });
    expect(answer.status).toBe(400);
    const body = failure.parse(answer.body);
    expect(body.message).toBe(
      'Validation only — nothing was stored. Please submit your enrollment again.',
    );
    expect(body.errors).toHaveProperty('pincode');
  });
});

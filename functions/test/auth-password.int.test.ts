import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '../src/contracts/auth-messages';
import {
  bearer,
  canSignIn,
  jsonInit,
  latestResetCode,
  resetAuth,
  signIn,
  signInWithGoogle,
  signUp,
  type Session,
} from './support/auth-emulator';
import { countDocuments, listDocuments, resetFirestore } from './support/firestore-fixtures';
import { api, hostingUrl, waitForHealthyApi } from './support/stack';

const EMAIL = 'ravi@example.com';
const PASSWORD = 'Lotus-Kick-88';
const NEW_PASSWORD = 'Tiger-Stance-2026';
const functionsUrl = `http://127.0.0.1:5001/demo-mta/asia-south1`;

const forgot = (email: string) => api('/api/auth/forgot-password', jsonInit('POST', { email }));

let member: Session;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  member = await signUp(EMAIL, PASSWORD);
});

describe('PUT /api/users/updatepassword', () => {
  const update = (token: string, body: unknown) =>
    api('/api/users/updatepassword', jsonInit('PUT', body, bearer(token)));

  it('answers a wrong current password with 400 (not 401) and errors.currentPassword', async () => {
    const response = await update(member.idToken, {
      currentPassword: 'Not-The-One-1',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      code: 'auth/wrong-current-password',
      message: authMessages.currentPasswordWrong,
      errors: { currentPassword: authMessages.currentPasswordWrong },
    });
    expect(await canSignIn(EMAIL, PASSWORD)).toBe(true);
  });

  it('changes the password with the right current one', async () => {
    const response = await update(member.idToken, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: authMessages.passwordUpdated,
    });
    expect(await canSignIn(EMAIL, NEW_PASSWORD)).toBe(true);
    expect(await canSignIn(EMAIL, PASSWORD)).toBe(false);
  });

  it('refuses a new password equal to the current one', async () => {
    const response = await update(member.idToken, {
      currentPassword: PASSWORD,
      newPassword: PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { newPassword: authMessages.newPasswordSameAsCurrent },
    });
  });

  it('answers a Google-only account with 400 and a clear message', async () => {
    const google = await signInWithGoogle({ sub: 'g-9', email: 'g9@example.com', name: 'G' });
    const response = await update(google.idToken, {
      currentPassword: 'anything-1',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: authMessages.noPasswordOnAccount });
  });
});

describe('POST /api/auth/forgot-password', () => {
  it('answers byte-identical bodies for a known and an unknown address', async () => {
    const known = await forgot(EMAIL);
    const unknown = await forgot('nobody@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const knownText = await known.text();
    expect(await unknown.text()).toBe(knownText);
    expect(JSON.parse(knownText)).toEqual({
      success: true,
      message: authMessages.resetEmailSent,
    });
  });

  it('queues a mail with the site link only for the known address', async () => {
    await forgot('nobody@example.com');
    expect(await countDocuments('mail')).toBe(0);
    await forgot(EMAIL);
    const mails = await listDocuments('mail');
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.data as { to: string; message: Record<string, string> };
    const link = `${hostingUrl}/reset-password/${await latestResetCode(EMAIL)}`;
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:5000\/reset-password\/[A-Za-z0-9_-]+$/);
    expect(mail.to).toBe(EMAIL);
    expect(mail.message.subject).toEqual(expect.any(String));
    expect(mail.message.text).toContain(link);
    expect(mail.message.html).toContain(`href="${link}"`);
  });

  it('writes the mail in Marathi, linking to the Marathi reset page, when the request says mr', async () => {
    const response = await api(
      '/api/auth/forgot-password',
      jsonInit('POST', { email: EMAIL, language: 'mr' }),
    );
    expect(response.status).toBe(200);
    // The answer is the same in every language (the page shows its own text for it).
    expect(await response.json()).toEqual({ success: true, message: authMessages.resetEmailSent });
    const [mail] = await listDocuments('mail');
    const message = (mail?.data as { message: Record<string, string> }).message;
    const link = `${hostingUrl}/mr/reset-password/${await latestResetCode(EMAIL)}`;
    expect(message.subject).toMatch(/[\u0900-\u097F]/);
    expect(message.text).toContain(link);
    expect(message.html).toContain('<html lang="mr">');
    expect(message.html).toContain(`href="${link}"`);
    // …and the link opens: the Marathi reset page is one of the edition's app routes.
    const page = await api(new URL(link).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html lang="mr"');
  });

  it.each([{ language: 'hi' }, { language: 'MR' }, { language: 1 }, { language: null }])(
    'refuses %j with 400, naming the field, and queues nothing',
    async (extra) => {
      const response = await api(
        '/api/auth/forgot-password',
        jsonInit('POST', { email: EMAIL, ...extra }),
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: Record<string, string> };
      expect(Object.keys(body.errors)).toEqual(['language']);
      expect(await countDocuments('mail')).toBe(0);
    },
  );

  it('queues at most 5 mails per address per hour, answering the same each time', async () => {
    const bodies = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const response = await forgot(EMAIL);
      expect(response.status).toBe(200);
      bodies.add(await response.text());
    }
    expect(bodies.size).toBe(1);
    expect(await countDocuments('mail')).toBe(5);
  });
});

describe('reset with the emailed code', () => {
  const verify = (code: string) => api(`/api/auth/reset-password/${code}/verify`);
  const reset = (code: string, body: unknown) =>
    api(`/api/auth/reset-password/${code}`, jsonInit('POST', body));

  it('verifies a fresh code and shows the masked address', async () => {
    await forgot(EMAIL);
    const response = await verify(await latestResetCode(EMAIL));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      valid: true,
      email: 'r***@example.com',
    });
  });

  it.each(['unknown-code-123', 'x'.repeat(600), 'bad%20chars'])(
    'answers code %s with 400 valid: false',
    async (code) => {
      const response = await verify(code);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        success: false,
        valid: false,
        code: 'auth/invalid-reset-token',
        message: authMessages.invalidResetToken,
      });
    },
  );

  it('applies the new password once; the used code is then invalid', async () => {
    await forgot(EMAIL);
    const code = await latestResetCode(EMAIL);
    const response = await reset(code, { password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: authMessages.passwordResetDone,
    });
    expect(await canSignIn(EMAIL, PASSWORD)).toBe(false);
    expect((await signIn(EMAIL, NEW_PASSWORD)).uid).toBe(member.uid);

    expect((await verify(code)).status).toBe(400);
    const again = await reset(code, { password: 'Another-Pass-77' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: authMessages.invalidResetToken });
    expect(await canSignIn(EMAIL, NEW_PASSWORD)).toBe(true);
  });

  it('answers a weak password with field errors and keeps the code usable', async () => {
    await forgot(EMAIL);
    const code = await latestResetCode(EMAIL);
    const response = await reset(code, { password: '123' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { password: authMessages.passwordTooShort },
    });
    expect((await verify(code)).status).toBe(200);
  });
});

describe('the requestPasswordReset callable', () => {
  const callable = (data: unknown) =>
    fetch(`${functionsUrl}/requestPasswordReset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data }),
    });

  it('answers { result: { message } } and queues the mail like the REST route', async () => {
    const response = await callable({ email: EMAIL });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: { message: authMessages.resetEmailSent } });
    expect(await countDocuments('mail')).toBe(1);
    const unknown = await callable({ email: 'nobody@example.com' });
    expect(await unknown.json()).toEqual({ result: { message: authMessages.resetEmailSent } });
    expect(await countDocuments('mail')).toBe(1);
  });

  it.each([{ email: 'not-an-email' }, {}, { email: EMAIL, extra: 1 }, null, 'text'])(
    'answers %j with INVALID_ARGUMENT and field errors',
    async (data) => {
      const response = await callable(data);
      expect(response.status).toBe(400);
      const body = (await response.json()) as {
        error: { status: string; message: string; details: { errors: Record<string, string> } };
      };
      expect(body.error.status).toBe('INVALID_ARGUMENT');
      expect(Object.keys(body.error.details.errors).length).toBeGreaterThan(0);
      expect(await countDocuments('mail')).toBe(0);
    },
  );

  it('writes the Marathi mail for language mr, like the REST route', async () => {
    expect((await callable({ email: EMAIL, language: 'mr' })).status).toBe(200);
    const [mail] = await listDocuments('mail');
    const text = (mail?.data as { message: { text: string } }).message.text;
    expect(text).toContain(`${hostingUrl}/mr/reset-password/`);
    expect(text.split('\n')[0]).toMatch(/^नमस्कार/);
  });

  it('names the field for a bad address', async () => {
    const response = await callable({ email: 'asha@example' });
    const body = (await response.json()) as { error: { details: { errors: unknown } } };
    expect(body.error.details.errors).toEqual({ email: authMessages.forgotEmailInvalid });
  });
});

import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  athleteListResponseSchema,
  athleteMessages,
  athleteResponseSchema,
  guardianInvitationSchema,
} from '../src/contracts/athlete';
import { COLLECTION_NAMES } from '../src/db/collections';
import { createAthleteAs, send, signUpGuardian } from './support/athlete-fixtures';
import { resetAuth, type Session } from './support/auth-emulator';
import {
  countDocuments,
  listDocuments,
  resetFirestore,
  testDb,
} from './support/firestore-fixtures';
import { waitForHealthyApi } from './support/stack';

// Inviting a second guardian and accepting, over HTTP: POST /api/athletes/:id/guardians,
// GET /api/guardian-invitations/:token and POST …/:token/accept. The token is read from the mail
// document, as the invited person would read it from their inbox.

let asha: Session;
let vikram: Session;
let stranger: Session;
let athleteId: string;

beforeAll(waitForHealthyApi);

beforeEach(async () => {
  await Promise.all([resetAuth(), resetFirestore()]);
  [asha, vikram, stranger] = await Promise.all([
    signUpGuardian('asha@example.com'),
    signUpGuardian('vikram@example.com'),
    signUpGuardian('stranger@example.com'),
  ]);
  await testDb().collection(COLLECTION_NAMES.users).doc(asha.uid).set(
    { name: 'Asha Patil' },
    {
      merge: true,
    },
  );
  ({ id: athleteId } = await createAthleteAs(asha));
});

const invite = (session: Session | undefined, body: unknown, id = athleteId) =>
  send('POST', `/api/athletes/${id}/guardians`, session, body);

/** The token in the newest invitation mail to `email`. */
async function mailedToken(
  email: string,
): Promise<{ token: string; text: string; subject: string }> {
  const mails = (await listDocuments(COLLECTION_NAMES.mail))
    .map(
      ({ data }) =>
        data as { to: string; createdAt: Timestamp; message: { text: string; subject: string } },
    )
    .filter((mail) => mail.to === email)
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
  const mail = mails.at(-1);
  const token = /invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.message.text ?? '')?.[1];
  if (!mail || !token) throw new Error(`No invitation mail to ${email}`);
  return { token, text: mail.message.text, subject: mail.message.subject };
}

async function invited(email = 'vikram@example.com'): Promise<string> {
  const response = await invite(asha, { email });
  expect(response.status).toBe(200);
  return (await mailedToken(email.toLowerCase())).token;
}

describe('inviting', () => {
  it('mails a link to the profile invitation page and keeps only the hash of its token', async () => {
    const response = await invite(asha, { email: 'Vikram@Example.com' });
    expect(response.status).toBe(200);
    const { token, text } = await mailedToken('vikram@example.com');
    expect(text).toContain(`http://127.0.0.1:5000/profile/invitation?token=${token}`);
    expect(text).toContain('Asha Patil');
    expect(text).not.toContain('Aarav');
    const invites = await listDocuments(COLLECTION_NAMES.guardianInvites);
    expect(invites).toHaveLength(1);
    expect(invites[0]?.id).toBe(createHash('sha256').update(token).digest('hex'));
    const stored = invites[0]?.data as {
      email: string;
      athleteId: string;
      invitedByUid: string;
      createdAt: Timestamp;
      expiresAt: Timestamp;
    };
    expect(stored).toMatchObject({
      email: 'vikram@example.com',
      athleteId,
      invitedByUid: asha.uid,
    });
    expect(stored.expiresAt.toMillis() - stored.createdAt.toMillis()).toBe(7 * 24 * 3600 * 1000);
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('writes the mail and the link in Marathi when the request says so', async () => {
    expect((await invite(asha, { email: 'vikram@example.com', language: 'mr' })).status).toBe(200);
    const { token, text, subject } = await mailedToken('vikram@example.com');
    expect(text).toContain(`http://127.0.0.1:5000/mr/profile/invitation?token=${token}`);
    expect(subject).toMatch(/[\u0900-\u097f]/);
  });

  it('replaces an earlier pending invitation (a mistyped address is corrected at once)', async () => {
    const first = await invited('vikarm@example.com');
    await invited('vikram@example.com');
    expect(await countDocuments(COLLECTION_NAMES.guardianInvites)).toBe(1);
    expect((await send('GET', `/api/guardian-invitations/${first}`, vikram)).status).toBe(404);
  });

  it('refuses the caller’s own address: 409 already-guardian', async () => {
    const response = await invite(asha, { email: 'ASHA@example.com' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'athlete/already-guardian' });
    expect(await countDocuments(COLLECTION_NAMES.guardianInvites)).toBe(0);
  });

  it('answers 404 to anyone but a guardian, and for an unknown athlete', async () => {
    for (const [session, id] of [
      [stranger, athleteId],
      [asha, 'no-such-athlete'],
    ] as const) {
      const response = await invite(session, { email: 'x@example.com' }, id);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'athlete/not-found' });
    }
    expect(await countDocuments(COLLECTION_NAMES.guardianInvites)).toBe(0);
    expect(await countDocuments(COLLECTION_NAMES.mail)).toBe(0);
  });

  it.each([
    ['no email', {}, 'email'],
    ['a bad address', { email: 'not-an-address' }, 'email'],
    ['a number', { email: 42 }, 'email'],
    ['an unknown language', { email: 'v@example.com', language: 'fr' }, 'language'],
    ['an unknown field', { email: 'v@example.com', role: 'admin' }, undefined],
  ])('refuses %s with 400, nothing stored', async (_, body, field) => {
    const response = await invite(asha, body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors?: Record<string, string> };
    if (field) expect(answer.errors).toHaveProperty(field);
    expect(await countDocuments(COLLECTION_NAMES.guardianInvites)).toBe(0);
    expect(await countDocuments(COLLECTION_NAMES.mail)).toBe(0);
  });
});

describe('the invitation', () => {
  it('shows the invited account whom it is about and who sent it', async () => {
    const token = await invited();
    const response = await send('GET', `/api/guardian-invitations/${token}`, vikram);
    expect(response.status).toBe(200);
    expect(
      guardianInvitationSchema.parse(((await response.json()) as { data: unknown }).data),
    ).toEqual({
      athleteName: 'Aarav Patil',
      invitedByName: 'Asha Patil',
    });
  });

  it('is 403 wrong-account for another account, and for the right one before its email is verified', async () => {
    const token = await invited('late@example.com');
    const late = await signUpGuardian('late@example.com', { verified: false });
    for (const session of [stranger, late]) {
      const response = await send('GET', `/api/guardian-invitations/${token}`, session);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ code: 'invitation/wrong-account' });
      const accept = await send('POST', `/api/guardian-invitations/${token}/accept`, session);
      expect(accept.status).toBe(403);
    }
    expect(await countDocuments(COLLECTION_NAMES.guardianInvites)).toBe(1);
  });

  it('is 404 invitation/invalid when unknown, malformed or expired', async () => {
    const token = await invited();
    const [invite] = await listDocuments(COLLECTION_NAMES.guardianInvites);
    await testDb()
      .collection(COLLECTION_NAMES.guardianInvites)
      .doc(invite?.id ?? '')
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    for (const candidate of [token, 'b'.repeat(43), 'short', '__proto__']) {
      const response = await send('GET', `/api/guardian-invitations/${candidate}`, vikram);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        code: 'invitation/invalid',
        message: athleteMessages.inviteInvalid,
      });
      expect(
        (await send('POST', `/api/guardian-invitations/${candidate}/accept`, vikram)).status,
      ).toBe(404);
    }
  });
});

describe('accepting', () => {
  it('makes two guardians who see the same athlete; the invitation is used up', async () => {
    const token = await invited();
    const response = await send('POST', `/api/guardian-invitations/${token}/accept`, vikram);
    expect(response.status).toBe(200);
    const { data } = athleteResponseSchema.parse(await response.json());
    expect(data).toMatchObject({ id: athleteId, guardianCount: 2 });

    for (const session of [asha, vikram]) {
      const list = athleteListResponseSchema.parse(
        await (await send('GET', '/api/athletes', session)).json(),
      );
      expect(list.data.map((athlete) => athlete.id)).toEqual([athleteId]);
      expect((await send('GET', `/api/athletes/${athleteId}`, session)).status).toBe(200);
    }
    const stored = await testDb().collection(COLLECTION_NAMES.athletes).doc(athleteId).get();
    expect(stored.get('guardianUids')).toEqual([asha.uid, vikram.uid]);
    expect(await countDocuments(COLLECTION_NAMES.guardianInvites)).toBe(0);
    expect((await send('POST', `/api/guardian-invitations/${token}/accept`, vikram)).status).toBe(
      404,
    );

    // The second guardian may act for the athlete, and still not for another family's.
    expect(
      (await send('PUT', `/api/athletes/${athleteId}`, vikram, { clubId: 'thane' })).status,
    ).toBe(200);
    const { id: otherFamily } = await createAthleteAs(stranger, { fullName: 'Meera Joshi' });
    expect((await send('GET', `/api/athletes/${otherFamily}`, vikram)).status).toBe(404);
    expect((await send('DELETE', `/api/athletes/${otherFamily}`, vikram)).status).toBe(404);
  });

  it('refuses a third guardian: 409 guardians-full', async () => {
    const token = await invited();
    expect((await send('POST', `/api/guardian-invitations/${token}/accept`, vikram)).status).toBe(
      200,
    );
    const response = await invite(asha, { email: 'stranger@example.com' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'athlete/guardians-full' });
    const again = await invite(vikram, { email: 'asha@example.com' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'athlete/already-guardian' });
  });

  it('refuses an acceptor who is not a verifiable adult: 403, nothing changes', async () => {
    const token = await invited('young@example.com');
    const young = await signUpGuardian('young@example.com', { dateOfBirth: null });
    const response = await send('POST', `/api/guardian-invitations/${token}/accept`, young);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'guardian-not-verified' });
    const stored = await testDb().collection(COLLECTION_NAMES.athletes).doc(athleteId).get();
    expect(stored.get('guardianUids')).toEqual([asha.uid]);
    expect(await countDocuments(COLLECTION_NAMES.guardianInvites)).toBe(1);
  });

  it('is refused after the athlete is erased', async () => {
    const token = await invited();
    expect((await send('DELETE', `/api/athletes/${athleteId}`, asha)).status).toBe(200);
    expect(await countDocuments(COLLECTION_NAMES.guardianInvites)).toBe(0);
    expect((await send('POST', `/api/guardian-invitations/${token}/accept`, vikram)).status).toBe(
      404,
    );
  });
});

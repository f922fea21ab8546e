import { apiItemResponseSchema } from '@contracts/api-envelope';
import {
  athleteListResponseSchema,
  athleteResponseSchema,
  consentNoticeResponseSchema,
  guardianInvitationSchema,
  type Athlete,
  type AthleteCreatePayload,
  type AthleteUpdatePayload,
  type ConsentNotice,
  type GuardianInvitation,
  type GuardianInvitePayload,
} from '@contracts/athlete';
import { userSchema } from '@contracts/user';
import { locale } from '@/config/locale';
import { del, get, post, put } from '@/lib/api-client';

// The member's athlete calls, answers parsed with the contracts' schemas. Member answers are never
// cached, so every screen reads them afresh.

/** GET /api/athletes: the athletes the member guards or is. */
export async function fetchMyAthletes(signal?: AbortSignal): Promise<Athlete[]> {
  return (await get('/athletes', { schema: athleteListResponseSchema, signal })).data;
}

export async function createAthlete(payload: AthleteCreatePayload): Promise<Athlete> {
  return (await post('/athletes', payload, { schema: athleteResponseSchema })).data;
}

export async function updateAthlete(id: string, payload: AthleteUpdatePayload): Promise<Athlete> {
  const path = `/athletes/${encodeURIComponent(id)}`;
  return (await put(path, payload, { schema: athleteResponseSchema })).data;
}

/** DELETE /api/athletes/{id}: withdraws the consent and erases the record. */
export async function removeAthlete(id: string): Promise<void> {
  await del(`/athletes/${encodeURIComponent(id)}`);
}

export async function inviteGuardian(id: string, payload: GuardianInvitePayload): Promise<void> {
  await post(`/athletes/${encodeURIComponent(id)}/guardians`, payload);
}

/** The guardian's consent notice in the page's language: a public read, the same for everyone. */
export async function fetchConsentNotice(signal?: AbortSignal): Promise<ConsentNotice> {
  const query = locale === 'en' ? '' : `?lang=${locale}`;
  const answer = await get(`/consent-notice${query}`, {
    schema: consentNoticeResponseSchema,
    signal,
    anonymous: true,
  });
  return answer.data;
}

const invitationResponseSchema = apiItemResponseSchema(guardianInvitationSchema);

export async function fetchInvitation(
  token: string,
  signal?: AbortSignal,
): Promise<GuardianInvitation> {
  const path = `/guardian-invitations/${encodeURIComponent(token)}`;
  return (await get(path, { schema: invitationResponseSchema, signal })).data;
}

export async function acceptInvitation(token: string): Promise<Athlete> {
  const path = `/guardian-invitations/${encodeURIComponent(token)}/accept`;
  return (await post(path, {}, { schema: athleteResponseSchema })).data;
}

const profileResponseSchema = apiItemResponseSchema(userSchema);

/** The member's own profile: its date of birth says whether they can consent for a child yet. */
export async function fetchOwnDateOfBirth(): Promise<string> {
  return (await get('/auth/me', { schema: profileResponseSchema })).data.dateOfBirth;
}

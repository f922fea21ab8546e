import { z } from 'zod';
import type { AccountErasurePayload, ProfileUpdatePayload } from '@contracts/account';
import { apiItemResponseSchema } from '@contracts/api-envelope';
import { type User, userSchema } from '@contracts/user';
import { type DownloadedFile, delWithBody, get, getFile, put } from '@/lib/api-client';

// The member's own account: the profile they edit, the export of their data and the erasure.
// Answers are parsed with the contracts' schemas, so a drifting server fails loudly here.

/** The profile with the date of birth the member may have given ('' when none). */
export type AccountProfile = User;

const profileAnswerSchema = apiItemResponseSchema(userSchema);

export async function fetchAccountProfile(signal?: AbortSignal): Promise<AccountProfile> {
  const answer = await get('/auth/me', { schema: profileAnswerSchema, signal });
  return answer.data;
}

export async function updateProfile(payload: ProfileUpdatePayload): Promise<AccountProfile> {
  const answer = await put('/users/profile', payload, { schema: profileAnswerSchema });
  return answer.data;
}

/** Everything held about the member and the athletes they guard, as a JSON file. */
export function downloadMyData(): Promise<DownloadedFile> {
  return getFile('/users/me/export');
}

const erasureAnswerSchema = z.object({ success: z.literal(true) });

/** Erases the account for good; the server checks the typed email again. */
export async function eraseMyAccount(payload: AccountErasurePayload): Promise<void> {
  await delWithBody('/users/me', payload, { schema: erasureAnswerSchema });
}

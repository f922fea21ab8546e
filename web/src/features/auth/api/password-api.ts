import { z } from 'zod';
import { locale } from '@/config/locale';
import { get, post, put } from '@/lib/api-client';

// Password calls of the REST API. Every answer carries a message the screens show as it is.

const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** The forgot-password call has its own 20 s timeout. */
export const FORGOT_PASSWORD_TIMEOUT_MS = 20_000;

export async function updatePassword(body: {
  currentPassword: string;
  newPassword: string;
}): Promise<string> {
  const answer = await put('/users/updatepassword', body, { schema: messageResponseSchema });
  return answer.message;
}

/** The mail and the page its link opens are in this edition's language. */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await post(
    '/auth/forgot-password',
    { email, language: locale },
    { schema: messageResponseSchema, timeoutMs: FORGOT_PASSWORD_TIMEOUT_MS },
  );
  return answer.message;
}

const verifyResponseSchema = z.object({ valid: z.literal(true), email: z.string().optional() });

/** Resolves when the link is usable; an invalid one fails with the server's message (400). */
export async function verifyResetToken(token: string, signal?: AbortSignal): Promise<void> {
  await get(`/auth/reset-password/${encodeURIComponent(token)}/verify`, {
    schema: verifyResponseSchema,
    signal,
  });
}

export async function resetPassword(token: string, password: string): Promise<string> {
  const answer = await post(
    `/auth/reset-password/${encodeURIComponent(token)}`,
    { password },
    { schema: messageResponseSchema },
  );
  return answer.message;
}

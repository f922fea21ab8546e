import { z } from 'zod';

// Only the claims this API acts on; everything else in the payload is ignored.
const payloadSchema = z.object({ admin: z.unknown() });

/**
 * The claims of an ID token this server has just received from Firebase Auth's own sign-in
 * endpoint over TLS (login). Such a token needs no signature check: it did not come from the
 * client. Never use this for a token a request carries — those go through verifyIdToken.
 * An unreadable payload counts as no claims, so at worst an admin is answered as a member.
 */
export function claimsOfFreshToken(idToken: string): { admin: boolean } {
  const payload = idToken.split('.')[1];
  if (!payload) return { admin: false };
  try {
    const parsed = payloadSchema.safeParse(
      JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')),
    );
    // As in toCaller: only a real boolean true counts.
    return { admin: parsed.success && parsed.data.admin === true };
  } catch {
    return { admin: false };
  }
}

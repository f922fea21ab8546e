import { z } from 'zod';

// The member profile as the API returns it. `_id` is the Firebase Auth uid and
// also the id of the `users/{uid}` document. The one stored phone is returned under both names the
// spec gives ("phone or phoneNumber"), so clients reading either find it.
export const userRoles = ['user', 'admin'] as const;

export const userSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  phoneNumber: z.string(),
  /** From the verified `admin` custom claim, never from the stored profile. */
  role: z.enum(userRoles),
  status: z.string(),
  createdAt: z.string(),
  photoURL: z.string(),
  googleId: z.string(),
  /** YYYY-MM-DD as the member gave it in their profile, or '' when they have not. */
  dateOfBirth: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/auth/register, /login and /google answer with the token and the profile. */
export const authSessionResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  refreshToken: z.string().optional(),
  user: userSchema,
});
export type AuthSessionResponse = z.infer<typeof authSessionResponseSchema>;

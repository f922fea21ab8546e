import { z } from 'zod';
import { apiItemResponseSchema, apiListResponseSchema } from './api-envelope';
import { clubIdSchema, type ClubId } from './clubs';

// The narrower roles the office grants in the app, held as Auth custom claims (never a profile
// field): `official` (weigh-in desk, scorekeeping) and `coachClubId` (a club's coach). `admin` is
// granted by a script only and is shown here, never set.

export const rolesMessages = {
  nothingToChange: 'Send official, coachClubId or both',
  emailInvalid: 'Enter an email address',
} as const;

/** PUT /api/admin/users/{uid}/roles. `coachClubId: null` ends the coaching role. */
export const rolesPayloadSchema = z
  .strictObject({
    official: z.boolean().optional(),
    coachClubId: clubIdSchema.nullable().optional(),
  })
  .refine((value) => value.official !== undefined || value.coachClubId !== undefined, {
    error: rolesMessages.nothingToChange,
  });
export type RolesPayload = z.infer<typeof rolesPayloadSchema>;

/** A person's roles, as the office sees them. */
export const userRolesSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  admin: z.boolean(),
  official: z.boolean(),
  coachClubId: clubIdSchema.nullable(),
});
export type UserRoles = z.infer<typeof userRolesSchema>;
export const userRolesResponseSchema = apiItemResponseSchema(userRolesSchema);

/**
 * GET /api/admin/users[?email=]: with an email, that account (none or one row); without, every
 * account holding the official or coach role.
 */
export const adminUsersQuerySchema = z.object({
  email: z.email({ error: rolesMessages.emailInvalid }).max(254).optional(),
});
export const userRolesListResponseSchema = apiListResponseSchema(userRolesSchema);

export interface RoleClaims {
  admin: boolean;
  official: boolean;
  coachClubId: ClubId | null;
}

/**
 * The roles in a verified token's claims (server) or in `getIdTokenResult().claims` (web). Only a
 * real `true` and a known club count: a claim set by mistake grants nothing.
 */
export function rolesFromClaims(claims: Readonly<Record<string, unknown>>): RoleClaims {
  const club = clubIdSchema.safeParse(claims.coachClubId);
  return {
    admin: claims.admin === true,
    official: claims.official === true,
    coachClubId: club.success ? club.data : null,
  };
}

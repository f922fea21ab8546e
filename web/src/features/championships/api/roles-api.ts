import {
  userRolesListResponseSchema,
  userRolesResponseSchema,
  type RolesPayload,
  type UserRoles,
} from '@contracts/roles';
import { get, put } from '@/lib/api-client';

// The office names officials and coaches: find an account by its email, list who holds a role,
// and set the roles (the server renews the person's sessions so the change applies at once).

/** GET /api/admin/users: with an email that account (none or one), else every role holder. */
export async function fetchRoleHolders(email?: string, signal?: AbortSignal): Promise<UserRoles[]> {
  const path = email ? `/admin/users?email=${encodeURIComponent(email)}` : '/admin/users';
  return (await get(path, { schema: userRolesListResponseSchema, signal })).data;
}

export async function saveRoles(uid: string, payload: RolesPayload): Promise<UserRoles> {
  const path = `/admin/users/${encodeURIComponent(uid)}/roles`;
  return (await put(path, payload, { schema: userRolesResponseSchema })).data;
}

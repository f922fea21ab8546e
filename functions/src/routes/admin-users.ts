import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';
import { listUserRoles, setUserRoles } from '../users/user-roles';

// The office grants the official and coach roles (Auth custom claims) and looks people up by email.
export const adminUserRoutes: RouteDefinition[] = [
  route('setUserRoles', async ({ caller, params, input }) => ({
    body: { success: true, data: await setUserRoles(caller, params.uid ?? '', input.body) },
  })),
  route('adminUsers', async ({ input }) => {
    const data = await listUserRoles(input.query.email);
    return { body: { success: true, count: data.length, data } };
  }),
];

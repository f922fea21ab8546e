import { changePassword } from '../auth/change-password';
import { updatePasswordPayloadSchema } from '../contracts/auth';
import { authMessages } from '../contracts/auth-messages';
import type { RouteDefinition } from '../http/types';
import { parseInput } from '../http/validation';

export const userRoutes: RouteDefinition[] = [
  {
    method: 'PUT',
    path: '/api/users/updatepassword',
    auth: 'required',
    handler: async ({ caller, body }) => {
      await changePassword(caller, parseInput(updatePasswordPayloadSchema, body));
      return { body: { success: true, message: authMessages.passwordUpdated } };
    },
  },
];

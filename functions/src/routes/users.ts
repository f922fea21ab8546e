import { changePassword } from '../auth/change-password';
import type { ApiItemResponse } from '../contracts/api-envelope';
import { authMessages } from '../contracts/auth-messages';
import type { User } from '../contracts/user';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';
import { eraseAccount } from '../privacy/erase-account';
import { buildMemberExport } from '../privacy/member-export';
import { editProfile } from '../users/edit-profile';

// The member's own account: password, profile, and the rights to download and erase their data.

export const userRoutes: RouteDefinition[] = [
  route('updatePassword', async ({ caller, input }) => {
    await changePassword(caller, input.body);
    return { body: { success: true, message: authMessages.passwordUpdated } };
  }),
  route('updateProfile', async ({ caller, input }) => {
    const answer: ApiItemResponse<User> = {
      success: true,
      data: await editProfile(caller, input.body),
    };
    return { body: answer };
  }),
  route('exportMyData', async ({ caller }) => {
    const data = await buildMemberExport(caller);
    return {
      text: `${JSON.stringify(data, null, 2)}\n`,
      contentType: 'application/json; charset=utf-8',
      fileName: `mta-my-data-${data.exportedAt.slice(0, 10)}.json`,
    };
  }),
  route('eraseMyAccount', async ({ caller, input }) => {
    await eraseAccount(caller, input.body);
    return { body: { success: true, data: { erased: true } } };
  }),
];

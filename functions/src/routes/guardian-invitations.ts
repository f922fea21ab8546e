import type { ApiItemResponse } from '../contracts/api-envelope';
import type { Athlete, GuardianInvitation } from '../contracts/athlete';
import { acceptInvitation, viewInvitation } from '../athletes/guardian-invitation';
import { route } from '../http/endpoint-route';
import type { RouteDefinition } from '../http/types';

// The invited second guardian's side: see the invitation, then accept it. Only the account the
// invitation was mailed to (its verified email) may do either.
export const guardianInvitationRoutes: RouteDefinition[] = [
  route('guardianInvitation', async ({ caller, params }) => {
    const body: ApiItemResponse<GuardianInvitation> = {
      success: true,
      data: await viewInvitation(params.token ?? '', caller),
    };
    return { body };
  }),
  route('acceptGuardianInvitation', async ({ caller, params }) => {
    const body: ApiItemResponse<Athlete> = {
      success: true,
      data: await acceptInvitation(params.token ?? '', caller),
    };
    return { body };
  }),
];

import type { ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/features/auth/hooks/use-session';

interface RequireRoleProps {
  /** Which claim opens the screen: the weigh-in desk's (official or the office) or a coach's. */
  role: 'official' | 'coach';
  /** Said to a member without it: the API would refuse them anyway. */
  refusal: string;
  loading: string;
  children: (roles: { coachClubId: string | null }) => ReactNode;
}

/**
 * A member screen for one of the roles the office grants in the app. The member route has already
 * waited for the sign-in; this waits for the token's claims, then shows the screen or says who it
 * is for. The server checks every call again.
 */
export function RequireRole({ role, refusal, loading, children }: RequireRoleProps) {
  const { admin, roles } = useSession();
  if (admin === undefined || roles === undefined) return <Spinner label={loading} />;
  const allowed = role === 'official' ? roles.official || admin : roles.coachClubId !== null;
  if (!allowed) {
    return (
      <FormAlert tone="info">
        <p>{refusal}</p>
      </FormAlert>
    );
  }
  return <>{children({ coachClubId: roles.coachClubId })}</>;
}

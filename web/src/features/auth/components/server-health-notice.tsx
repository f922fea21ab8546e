import { authMessages } from '@contracts/auth-messages';
import { FormAlert } from '@/components/ui/form-alert';
import { useServerHealth } from '@/features/auth/hooks/use-server-health';

/** Tells the member up front when a reset email is unlikely to go out; the form stays usable. */
export function ServerHealthNotice() {
  const health = useServerHealth();
  if (health === 'no-response') {
    return <FormAlert tone="info">{authMessages.serverNotResponding}</FormAlert>;
  }
  if (health === 'database-down') {
    return <FormAlert tone="info">{authMessages.databaseIssue}</FormAlert>;
  }
  return null;
}

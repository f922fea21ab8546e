import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Athlete, GuardianInvitation as Invitation } from '@contracts/athlete';
import { FormAlert } from '@/components/ui/form-alert';
import { LoadFailed } from '@/components/ui/load-failed';
import { pagePath } from '@/config/page-registry';
import { acceptInvitation } from '@/features/athletes/api/athletes-api';
import { invitationCopy as copy } from '@/features/athletes/config/invitation-copy';
import { useInvitation } from '@/features/athletes/hooks/use-invitation';
import { useAppCheck } from '@/hooks/use-app-check';
import { isApiError } from '@/lib/api-errors';
import './athletes.css';

function AcceptInvitation({ token, invitation }: { token: string; invitation: Invitation }) {
  useAppCheck();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<Athlete | null>(null);

  async function accept() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      setAccepted(await acceptInvitation(token));
    } catch (failure) {
      setError(isApiError(failure) && failure.kind === 'http' ? failure.message : copy.failed);
    } finally {
      setBusy(false);
    }
  }

  if (accepted) {
    return (
      <div className="invitation">
        <FormAlert tone="success">
          <p>{copy.accepted(accepted.fullName)}</p>
        </FormAlert>
        <p>
          <Link to={`${pagePath('profile')}?tab=athletes`} className="button button--primary">
            {copy.toMyAthletes}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <div className="invitation">
      <p className="invitation__offer">
        {copy.invites(invitation.invitedByName, invitation.athleteName)}
      </p>
      <p>{copy.explain}</p>
      {error && <FormAlert>{error}</FormAlert>}
      <button
        type="button"
        className="button button--primary invitation__accept"
        disabled={busy}
        onClick={() => void accept()}
      >
        {busy ? copy.accept.busy : copy.accept.idle}
      </button>
    </div>
  );
}

/** /profile/invitation?token=…: who invites the member to guard whom, and the Accept button. */
export function GuardianInvitation() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { result, retry } = useInvitation(token);

  if (!token) return <FormAlert>{copy.noToken}</FormAlert>;
  if (result.state === 'loading') return <p role="status">{copy.loading}</p>;
  if (result.state === 'failed') {
    return <LoadFailed message={copy.loadFailed} retryLabel={copy.retry} onRetry={retry} />;
  }
  if (result.state === 'refused') return <FormAlert>{result.message}</FormAlert>;
  return <AcceptInvitation token={token} invitation={result.invitation} />;
}

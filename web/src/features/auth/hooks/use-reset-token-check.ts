import { useEffect, useState } from 'react';
import { authMessages } from '@contracts/auth-messages';
import { resetTokenSchema } from '@contracts/auth';
import { verifyResetToken } from '@/features/auth/api/password-api';
import { isApiError } from '@/lib/api-errors';

export type TokenCheck =
  { kind: 'verifying' } | { kind: 'valid'; token: string } | { kind: 'invalid'; message: string };

function verifyFailureMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') return error.message;
  if (isApiError(error) && error.isNoResponse) return authMessages.noResponse;
  return authMessages.invalidResetToken;
}

/** "Reset flow": verifying the link, then valid or invalid. */
export function useResetTokenCheck(rawToken: string | undefined): TokenCheck {
  const parsed = resetTokenSchema.safeParse(rawToken ?? '');
  const token = parsed.success ? parsed.data : null;
  const [answer, setAnswer] = useState<{ token: string; check: TokenCheck } | null>(null);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    verifyResetToken(token, controller.signal).then(
      () => setAnswer({ token, check: { kind: 'valid', token } }),
      (error: unknown) => {
        if (isApiError(error) && error.kind === 'aborted') return;
        setAnswer({ token, check: { kind: 'invalid', message: verifyFailureMessage(error) } });
      },
    );
    return () => controller.abort();
  }, [token]);

  // A malformed or missing token is refused without asking the server.
  if (!parsed.success) {
    return {
      kind: 'invalid',
      message: parsed.error.issues[0]?.message ?? authMessages.invalidResetToken,
    };
  }
  return answer?.token === token ? answer.check : { kind: 'verifying' };
}

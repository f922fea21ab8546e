import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { accountErasurePayloadSchema } from '@contracts/account';
import { athleteMessages } from '@contracts/messages/athlete-messages';
import { pagePath } from '@/config/page-registry';
import { eraseMyAccount } from '@/features/account/api/account-api';
import { erasureCopy as copy } from '@/features/account/config/account-copy';
import { sameEmail } from '@/features/account/lib/same-email';
import { connectSession } from '@/features/auth/lib/session-boot';
import { useForm } from '@/hooks/use-form';
import { isApiError } from '@/lib/api-errors';
import { toast } from '@/lib/toast';

/** Long enough to read a farewell of two sentences on the home page. */
const DONE_TOAST_MS = 8000;

/**
 * The erasure form: the typed email must be the account's (checked here and again by the server);
 * once the server has erased everything, the browser forgets the session and the member is home.
 */
export function useEraseAccount(accountEmail: string) {
  const navigate = useNavigate();
  const form = useForm({ confirm: '' });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    form.setFormError(null);
    const payload = form.parse(accountErasurePayloadSchema);
    if (!payload) return;
    if (!sameEmail(payload.confirm, accountEmail)) {
      form.showFieldErrors({ confirm: athleteMessages.confirmEmailMismatch });
      return;
    }
    form.setBusy(true);
    try {
      await eraseMyAccount(payload);
    } catch (error) {
      form.setBusy(false);
      if (isApiError(error) && error.kind === 'aborted') return;
      form.showRequestError(error, copy.failed);
      return;
    }
    // The session's own sign-out goes home first and waits until the home page is on screen:
    // this member page, seeing the signed-out state, would otherwise send the visitor to register.
    await connectSession().then(
      (session) => session.signOut(),
      () => navigate(pagePath('home')),
    );
    toast.success(copy.done, { duration: DONE_TOAST_MS });
  }

  return { form, handleSubmit };
}

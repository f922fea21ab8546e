import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { pagePath } from '@/config/page-registry';
import { authToasts, googleMessages, statusTexts } from '@/features/auth/config/auth-copy';
import { completeGoogleRedirect, startGoogleRedirect } from '@/features/auth/lib/auth-actions';
import { GOOGLE_CALLBACK_PATH } from '@/features/auth/lib/google-redirect';
import { appHref } from '@/lib/i18n/app-base';
import { toast } from '@/lib/toast';

/**
 * The Google sign-in callback. With ?start=1 it leaves for Google (the popup was blocked); Google
 * sends the browser back here without it, and the sign-in is completed with the server.
 */
export function GoogleCallback() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const starting = params.get('start') === '1';
  const ran = useRef(false);

  useEffect(() => {
    // Once per page load, also under StrictMode: a redirect result can only be read once.
    if (ran.current) return;
    ran.current = true;

    const fail = (message: string, to: string) => {
      toast.error(message);
      void navigate(to, { replace: true });
    };

    async function run() {
      if (starting) {
        // Google returns to the current URL; without ?start=1 it will not start over.
        window.history.replaceState(window.history.state, '', appHref(GOOGLE_CALLBACK_PATH));
        await startGoogleRedirect();
        return;
      }
      const outcome = await completeGoogleRedirect();
      if (outcome.kind === 'no-result')
        return fail(googleMessages.callbackFailed, pagePath('login'));
      toast.success(authToasts.welcome(outcome.user.name), {
        duration: authToasts.welcomeDurationMs,
      });
      await navigate(pagePath('home'), { replace: true });
    }

    run().catch(() => fail(googleMessages.callbackOuterFailure, pagePath('register')));
  }, [navigate, starting]);

  return <Spinner label={statusTexts.signingYouIn} />;
}

import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { saveRedirectAfterLogin } from '@/features/auth/lib/redirect-after-login';

/** Sends a visitor on to sign in, remembering where they were going so sign-in brings them back. */
export function RedirectRemembering({ to, from }: { to: string; from: string }) {
  useEffect(() => saveRedirectAfterLogin(from), [from]);
  return <Navigate to={to} replace state={{ from }} />;
}

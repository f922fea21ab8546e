import { pagePath } from '@/config/page-registry';

/** "Client storage": session storage key of the path to return to after signing in. */
export const REDIRECT_AFTER_LOGIN_KEY = 'redirectAfterLogin';

/** Screens a member is never sent back to after signing in. */
const AUTH_ENTRY_PATHS = [pagePath('login'), pagePath('register')];

function pathnameOf(path: string): string {
  return path.split(/[?#]/)[0] ?? path;
}

/** Only paths of this site: a stored "//evil.example" must not become an open redirect. */
function isReturnablePath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !AUTH_ENTRY_PATHS.includes(pathnameOf(path))
  );
}

/** Remembers where the member was sent away from; sign-in screens themselves are not kept. */
export function saveRedirectAfterLogin(path: string): void {
  if (!isReturnablePath(path)) return;
  try {
    window.sessionStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, path);
  } catch {
    // Without storage the member lands on the home page instead.
  }
}

function takeStoredRedirect(): string | null {
  try {
    const stored = window.sessionStorage.getItem(REDIRECT_AFTER_LOGIN_KEY);
    window.sessionStorage.removeItem(REDIRECT_AFTER_LOGIN_KEY);
    return stored;
  } catch {
    return null;
  }
}

/** `location.state.from` as a path, whether a string or a router location was put there. */
function fromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = state.from;
  if (typeof from === 'string') return from;
  if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const { pathname, search } = from as { pathname: unknown; search?: unknown };
    if (typeof pathname === 'string') return pathname + (typeof search === 'string' ? search : '');
  }
  return null;
}

/**
 * Where to go after a successful sign-in: the stored path (used once, then
 * removed), else the page the member came from, else home.
 */
export function consumeRedirectAfterLogin(locationState?: unknown): string {
  const stored = takeStoredRedirect();
  if (isReturnablePath(stored)) return stored;
  const from = fromState(locationState);
  if (isReturnablePath(from)) return from;
  return '/';
}

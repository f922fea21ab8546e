import type { SessionUser } from '@/features/auth/types';

/** "Client storage": the display user, as JSON, under `user`. Never a token. */
export const USER_STORAGE_KEY = 'user';

const textFields = ['uid', 'name', 'email', 'phone', 'role', 'photoURL', 'createdAt'] as const;

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return textFields.every((field) => typeof record[field] === 'string') && record.uid !== '';
}

// Storage can throw (private mode, quota, disabled cookies): the cache is a convenience, so every
// failure reads as "nothing cached" rather than breaking the session.

/**
 * Firebase keeps a remembered session in localStorage and an unremembered one in sessionStorage
 * (the persistence chosen at sign-in). The display user goes where the session is, so "Remember
 * me" unticked leaves no name or e-mail behind on a shared computer once the browser closes.
 */
function sessionStorageArea(): Storage {
  const remembered = Object.keys(window.localStorage).some((key) =>
    key.startsWith('firebase:authUser:'),
  );
  return remembered ? window.localStorage : window.sessionStorage;
}

export function readCachedUser(): SessionUser | null {
  try {
    const raw =
      window.sessionStorage.getItem(USER_STORAGE_KEY) ??
      window.localStorage.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeCachedUser(user: SessionUser): void {
  const picked = Object.fromEntries(textFields.map((field) => [field, user[field]]));
  try {
    const area = sessionStorageArea();
    const other = area === window.localStorage ? window.sessionStorage : window.localStorage;
    other.removeItem(USER_STORAGE_KEY);
    area.setItem(USER_STORAGE_KEY, JSON.stringify(picked));
  } catch {
    // Not cached: the header waits for Firebase on the next visit instead.
  }
}

export function clearCachedUser(): void {
  try {
    window.localStorage.removeItem(USER_STORAGE_KEY);
    window.sessionStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

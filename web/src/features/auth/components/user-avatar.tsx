import type { SessionUser } from '@/features/auth/types';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

/** A photo when the account has one, otherwise the member's initials. Decorative: the name is
 * always written next to it. */
export function UserAvatar({ user, size = 32 }: { user: SessionUser; size?: number }) {
  if (user.photoURL) {
    return (
      <img
        className="user-avatar"
        src={user.photoURL}
        alt=""
        width={size}
        height={size}
        referrerPolicy="no-referrer"
      />
    );
  }
  return (
    <span className="user-avatar user-avatar--initials" aria-hidden="true">
      {initialsOf(user.name)}
    </span>
  );
}

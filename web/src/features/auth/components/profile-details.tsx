import { dashboardCopy as copy } from '@/features/auth/config/auth-copy';
import { useMyProfile } from '@/features/auth/hooks/use-my-profile';
import { useSession } from '@/features/auth/hooks/use-session';
import { formatLongDate } from '@/lib/dates';

/**
 * What the member cannot edit here: the email they sign in with, the kind of account (the office's
 * when the token carries the admin claim) and since when they are a member.
 */
export function ProfileDetails() {
  const profile = useMyProfile();
  const { admin } = useSession();
  if (!profile) return null;

  const office = admin === true || profile.role === 'admin';
  const rows: [string, string][] = [
    [copy.fields.email, profile.email],
    [copy.fields.accountType, office ? copy.accountTypes.office : copy.accountTypes.member],
  ];
  if (profile.createdAt) rows.push([copy.fields.memberSince, formatLongDate(profile.createdAt)]);

  return (
    <dl className="profile-details">
      {rows.map(([term, value]) => (
        <div key={term} className="profile-details__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

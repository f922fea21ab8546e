import { dashboardCopy as copy } from '@/features/auth/config/auth-copy';
import { useMyProfile } from '@/features/auth/hooks/use-my-profile';
import { formatLongDate } from '@/lib/dates';

/** Name, email, phone, role and member-since date of the signed-in member. */
export function ProfileDetails() {
  const profile = useMyProfile();
  if (!profile) return null;

  const rows: [string, string][] = [
    [copy.fields.name, profile.name],
    [copy.fields.email, profile.email],
    [copy.fields.phone, profile.phone || copy.notProvided],
    [
      copy.fields.role,
      profile.role ? (copy.roleLabels[profile.role] ?? profile.role) : copy.defaultRole,
    ],
    [copy.fields.memberSince, formatLongDate(profile.createdAt)],
  ];

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

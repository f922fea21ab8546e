import { AccountLink, type AccountLinkNotes } from '@/features/auth/components/account-link';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { accountLinks } from '@/features/auth/lib/account-links';
import type { Session } from '@/features/auth/types';
import './account-menu.css';

/** The Account part of the mobile side menu: the same choices as the header dropdown. */
export function MobileAccountSection({
  session,
  linkNotes = {},
}: {
  session: Session;
  linkNotes?: AccountLinkNotes;
}) {
  const { user, signOut } = session;
  return (
    <section className="mobile-account" aria-labelledby="mobile-account-heading">
      <h3 id="mobile-account-heading" className="mobile-account__heading">
        Account
      </h3>
      {user && (
        <p className="mobile-account__identity">
          <UserAvatar user={user} />
          <span>
            Signed in as <strong>{user.name}</strong>
          </span>
        </p>
      )}
      <ul className="mobile-account__list">
        {accountLinks(session).map((item) => (
          <li key={item.to}>
            <AccountLink item={item} className="mobile-account__link" note={linkNotes[item.to]} />
          </li>
        ))}
        {user && (
          <li>
            <button type="button" className="mobile-account__link" onClick={signOut}>
              Sign out
            </button>
          </li>
        )}
      </ul>
    </section>
  );
}

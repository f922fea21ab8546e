import { type FocusEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { AccountLink, type AccountLinkNotes } from '@/features/auth/components/account-link';
import { UserAvatar } from '@/features/auth/components/user-avatar';
import { accountLinks } from '@/features/auth/lib/account-links';
import type { Session } from '@/features/auth/types';
import { useDismiss } from '@/hooks/use-dismiss';
import './account-menu.css';

/**
 * The header's Account disclosure: sign-in links for visitors, the member's name, profile link and
 * sign-out for members. It closes on an outside click, on Escape and on every navigation.
 */
export function AccountMenu({
  session,
  linkNotes = {},
}: {
  session: Session;
  linkNotes?: AccountLinkNotes;
}) {
  const { user, signOut } = session;
  const location = useLocation();
  // Keyed to the location it was opened at, so any navigation closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useDismiss(containerRef, open, (reason) => {
    setOpenAt(null);
    if (reason === 'escape') toggleRef.current?.focus();
  });

  // Tabbing out of the panel closes it; a null relatedTarget (a click on nothing) is left to the
  // outside-click handler so Safari, which does not focus clicked buttons, does not flicker.
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpenAt(null);
  };

  return (
    <div className="account-menu" ref={containerRef} onBlur={handleBlur}>
      <button
        ref={toggleRef}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        {user ? <UserAvatar user={user} /> : <UserIcon size={20} />}
        {user ? (
          <span className="visually-hidden">Account: {user.name}</span>
        ) : (
          <span>Account</span>
        )}
        <ChevronDownIcon size={16} className="account-menu__chevron" />
      </button>

      <div id={panelId} className="account-menu__panel" hidden={!open}>
        {user && (
          <p className="account-menu__identity">
            Signed in as <strong>{user.name}</strong>
          </p>
        )}
        <ul className="account-menu__list">
          {accountLinks(session).map((item) => (
            <li key={item.to}>
              <AccountLink item={item} className="account-menu__item" note={linkNotes[item.to]} />
            </li>
          ))}
          {user && (
            <li>
              <button
                type="button"
                className="account-menu__item"
                onClick={() => {
                  setOpenAt(null);
                  signOut();
                }}
              >
                Sign out
              </button>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}

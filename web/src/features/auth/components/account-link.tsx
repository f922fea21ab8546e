import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { NavItem } from '@/config/page-registry';

/** A short mark beside an account link (e.g. unopened enquiries on Admin) and its words. */
export interface AccountLinkNote {
  badge: string;
  description: string;
}

/** Notes by link path; the app shell fills them from the features that know the numbers. */
export type AccountLinkNotes = Readonly<Partial<Record<string, AccountLinkNote>>>;

/**
 * One link of the account menus. A note's badge is decoration; its words are the link's
 * description, so the link keeps its plain name ("Admin") and a screen reader still hears the count.
 */
export function AccountLink({
  item,
  className,
  note,
}: {
  item: NavItem;
  className: string;
  note?: AccountLinkNote;
}) {
  const descriptionId = useId();
  return (
    <>
      <Link className={className} to={item.to} aria-describedby={note ? descriptionId : undefined}>
        {item.label}
        {note && (
          <span className="account-link__badge" aria-hidden="true">
            {note.badge}
          </span>
        )}
      </Link>
      {note && (
        <span id={descriptionId} className="visually-hidden">
          {note.description}
        </span>
      )}
    </>
  );
}

import { type MouseEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { shellCopy } from '@/app/content/shell-copy';
import { PrimaryNav } from '@/app/layout/primary-nav';
import { AssociationLogo } from '@/components/brand/association-logo';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { navItems } from '@/config/page-registry';
import type { AccountLinkNotes } from '@/features/auth/components/account-link';
import { MobileAccountSection } from '@/features/auth/components/mobile-account-section';
import type { Session } from '@/features/auth/types';
import { LanguageSwitch } from '@/features/language/components/language-switch';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useEscapeKey } from '@/hooks/use-escape-key';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import './mobile-menu.css';

const actionItems = navItems('action');

/**
 * The small-screen navigation: a hamburger button and a modal side panel. The panel closes on
 * Escape, on the overlay, on its close button and on every navigation; while open it traps focus
 * and locks page scrolling.
 */
export function MobileMenu({
  session,
  linkNotes,
}: {
  session: Session;
  linkNotes?: AccountLinkNotes;
}) {
  const location = useLocation();
  // Keyed to the location it was opened at, so any navigation closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const titleId = useId();

  // Closing by hand returns focus to the hamburger; after a navigation the new page's heading
  // takes focus instead (see the app root).
  const close = () => {
    setOpenAt(null);
    toggleRef.current?.focus();
  };

  useBodyScrollLock(open);
  useFocusTrap(panelRef, open);
  useEscapeKey(open, close);

  // Any link closes the menu through navigation. Parking focus on the hamburger first means it is
  // not lost with the panel when the link points at the current page and no new heading appears.
  const handlePanelClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) toggleRef.current?.focus();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className="menu-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpenAt(location.key)}
      >
        <MenuIcon />
        <span className="visually-hidden">{shellCopy.mobileMenu.open}</span>
      </button>

      {open &&
        createPortal(
          <div className="mobile-menu">
            {/* Closing on click, not pointer-down, lets focus land on the hamburger for good. */}
            <div
              className="mobile-menu__overlay"
              data-testid="mobile-menu-overlay"
              onClick={close}
            />
            <div
              ref={panelRef}
              id={panelId}
              className="mobile-menu__panel"
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              onClick={handlePanelClick}
            >
              <div className="mobile-menu__header">
                <AssociationLogo size={36} />
                <h2 id={titleId} className="mobile-menu__title">
                  {shellCopy.mobileMenu.title}
                </h2>
                <button type="button" className="mobile-menu__close" onClick={close}>
                  <CloseIcon />
                  <span className="visually-hidden">{shellCopy.mobileMenu.close}</span>
                </button>
              </div>
              <PrimaryNav label={shellCopy.mobileNavLabel} variant="stack" />
              {actionItems.map((item) => (
                <Link
                  key={item.to}
                  to={item.to}
                  className="button button--primary mobile-menu__enroll"
                >
                  {item.label}
                </Link>
              ))}
              <MobileAccountSection session={session} linkNotes={linkNotes} />
              <LanguageSwitch variant="menu" />
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}

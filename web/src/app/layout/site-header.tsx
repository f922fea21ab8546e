import { Link } from 'react-router-dom';
import { shellCopy } from '@/app/content/shell-copy';
import { PrimaryNav } from '@/app/layout/primary-nav';
import { MobileMenu } from '@/app/layout/mobile-menu';
import { AssociationLogo } from '@/components/brand/association-logo';
import { navItems, pagePath } from '@/config/page-registry';
import { site } from '@/config/site';
import type { AccountLinkNotes } from '@/features/auth/components/account-link';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { LanguageSwitch } from '@/features/language/components/language-switch';
import type { Session } from '@/features/auth/types';
import './site-header.css';

const actionItems = navItems('action');

export function SiteHeader({
  session,
  linkNotes,
}: {
  session: Session;
  linkNotes?: AccountLinkNotes;
}) {
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={pagePath('home')} className="brand">
          <AssociationLogo className="brand__logo" />
          <span className="brand__name">
            {site.nameLines[0]} <span className="brand__name-line">{site.nameLines[1]}</span>
          </span>
        </Link>

        <div className="site-header__desktop-nav">
          <PrimaryNav label={shellCopy.primaryNavLabel} variant="bar" />
        </div>

        <div className="site-header__actions">
          <LanguageSwitch variant="bar" />
          {actionItems.map((item) => (
            <Link key={item.to} to={item.to} className="button button--primary site-header__enroll">
              {item.label}
            </Link>
          ))}
          <div className="site-header__account">
            <AccountMenu session={session} linkNotes={linkNotes} />
          </div>
          <MobileMenu session={session} linkNotes={linkNotes} />
        </div>
      </div>
    </header>
  );
}

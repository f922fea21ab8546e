import type { ReactNode } from 'react';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { dashboardCopy as copy } from '@/features/auth/config/auth-copy';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { EmailVerification } from '@/features/auth/components/email-verification';
import { MemberOfflineNotice } from '@/features/auth/components/member-offline-notice';
import { ProfileDetails } from '@/features/auth/components/profile-details';
import { useSession } from '@/features/auth/hooks/use-session';
import './account-dashboard.css';

/** What other features show in the dashboard; the route composes them. */
export interface AccountDashboardSlots {
  /** The form that edits name, phone and date of birth, under the read-only details. */
  profileEditor: ReactNode;
  /** The athletes the member guards; the tab is left out until a feature provides it. */
  athletes?: ReactNode;
  /** Each athlete's rank timeline and the membership card; left out until a feature provides it. */
  ranks?: ReactNode;
  enrollments: ReactNode;
  /** Download of everything held about the member, and erasure of the account. */
  yourData?: ReactNode;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="account-dashboard__section">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function ProfilePanel({ editor }: { editor: ReactNode }) {
  const { user } = useSession();
  return (
    <div className="account-dashboard__panel">
      <Section id="profile-details-heading" title={copy.profileHeading}>
        <ProfileDetails />
        {editor}
      </Section>
      <Section id="email-verification-heading" title={copy.emailHeading}>
        <EmailVerification email={user?.email ?? ''} />
      </Section>
      <Section id="change-password-heading" title={copy.changePasswordHeading}>
        <div className="account-dashboard__password">
          <ChangePasswordForm />
        </div>
      </Section>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="account-dashboard__panel">
      <Section id={id} title={title}>
        {children}
      </Section>
    </div>
  );
}

/**
 * Account dashboard: a sidebar of tabs — Profile (details, email verification, password),
 * then what other features hand in through the route (athletes, enrollments, the member's data).
 */
export function AccountDashboard({
  profileEditor,
  athletes,
  ranks,
  enrollments,
  yourData,
}: AccountDashboardSlots) {
  const items: TabItem[] = [
    { id: 'profile', label: copy.tabs.profile, panel: <ProfilePanel editor={profileEditor} /> },
  ];
  if (athletes) {
    items.push({
      id: 'athletes',
      label: copy.tabs.athletes,
      panel: (
        <Panel id="athletes-heading" title={copy.athletesHeading}>
          {athletes}
        </Panel>
      ),
    });
  }
  if (ranks) {
    items.push({
      id: 'ranks',
      label: copy.tabs.ranks,
      panel: (
        <Panel id="ranks-heading" title={copy.ranksHeading}>
          {ranks}
        </Panel>
      ),
    });
  }
  items.push({
    id: 'enrollments',
    label: copy.tabs.enrollments,
    panel: (
      <Panel id="enrollments-heading" title={copy.enrollmentsHeading}>
        {enrollments}
      </Panel>
    ),
  });
  if (yourData) {
    items.push({
      id: 'data',
      label: copy.tabs.data,
      panel: (
        <Panel id="your-data-heading" title={copy.dataHeading}>
          {yourData}
        </Panel>
      ),
    });
  }
  return (
    <div className="account-dashboard">
      <MemberOfflineNotice />
      {/* The open tab is in the address (?tab=athletes), so a link can open one and Back returns. */}
      <Tabs label={copy.tabsLabel} orientation="vertical" items={items} sync="query" />
    </div>
  );
}

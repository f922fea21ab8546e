import type { ReactNode } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { dashboardCopy as copy } from '@/features/auth/config/auth-copy';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { MemberOfflineNotice } from '@/features/auth/components/member-offline-notice';
import { ProfileDetails } from '@/features/auth/components/profile-details';
import './account-dashboard.css';

function ProfilePanel() {
  return (
    <div className="account-dashboard__panel">
      <section aria-labelledby="profile-details-heading">
        <h2 id="profile-details-heading">{copy.profileHeading}</h2>
        <ProfileDetails />
      </section>
      <section aria-labelledby="change-password-heading" className="account-dashboard__password">
        <h2 id="change-password-heading">{copy.changePasswordHeading}</h2>
        <ChangePasswordForm />
      </section>
    </div>
  );
}

function EnrollmentsPanel({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="enrollments-heading" className="account-dashboard__panel">
      <h2 id="enrollments-heading">{copy.enrollmentsHeading}</h2>
      {children}
    </section>
  );
}

/**
 * Spec §2 Account dashboard: a sidebar of tabs, Profile (with change password) and Enrollments.
 * The enrollments list belongs to the enrollments feature, so the route hands it in.
 */
export function AccountDashboard({ enrollments }: { enrollments: ReactNode }) {
  return (
    <div className="account-dashboard">
      <MemberOfflineNotice />
      <Tabs
        label={copy.tabsLabel}
        orientation="vertical"
        items={[
          { id: 'profile', label: copy.tabs.profile, panel: <ProfilePanel /> },
          {
            id: 'enrollments',
            label: copy.tabs.enrollments,
            panel: <EnrollmentsPanel>{enrollments}</EnrollmentsPanel>,
          },
        ]}
      />
    </div>
  );
}

import { Outlet } from 'react-router-dom';
import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { SkipLink } from '@/app/layout/skip-link';
import { FloatingScrollToTop } from '@/components/ui/floating-scroll-to-top';
import { pagePath } from '@/config/page-registry';
import { newEnquiriesNote } from '@/features/admin/content/new-enquiries-note';
import { useNewEnquiryCount } from '@/features/admin/hooks/use-new-enquiry-count';
import type { AccountLinkNotes } from '@/features/auth/components/account-link';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { useSession } from '@/features/auth/hooks/use-session';
import { LanguageOffer } from '@/features/language/components/language-offer';
import { MAIN_CONTENT_ID } from '@/lib/focus';
import './site-layout.css';

/**
 * The shared frame of every page: fixed header, page content, footer, floating back-to-top and the
 * chat assistant.
 */
export function SiteLayout() {
  const session = useSession();
  const newEnquiries = useNewEnquiryCount(session.user !== null && session.admin === true);
  // The Admin link carries the count of unopened enquiries; nothing when there are none.
  const linkNotes: AccountLinkNotes = newEnquiries
    ? {
        [pagePath('admin')]: {
          badge: new Intl.NumberFormat('en-IN').format(newEnquiries),
          description: newEnquiriesNote(newEnquiries),
        },
      }
    : {};

  return (
    <div className="site-layout">
      <SkipLink />
      <SiteHeader session={session} linkNotes={linkNotes} />
      <LanguageOffer />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingScrollToTop />
      <ChatLauncher />
    </div>
  );
}

import { SiteHeader } from '@/app/layout/site-header';
import { pagePath } from '@/config/page-registry';
import { newEnquiriesNote } from '@/features/admin/content/new-enquiries-note';
import { useNewEnquiryCount } from '@/features/admin/hooks/use-new-enquiry-count';
import type { AccountLinkNotes } from '@/features/auth/components/account-link';
import { useSession } from '@/features/auth/hooks/use-session';

/**
 * The header with the session it shows. The session is read here rather than in the layout, so
 * that a change of session (the visitor found signed out just after the page starts, a sign-in)
 * re-renders the header alone and not the footer, the chat launcher and the rest of the frame.
 */
export function SiteHeaderWithSession() {
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
  return <SiteHeader session={session} linkNotes={linkNotes} />;
}

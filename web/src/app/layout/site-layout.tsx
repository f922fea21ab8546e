import { Outlet } from 'react-router-dom';
import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { SkipLink } from '@/app/layout/skip-link';
import { FloatingScrollToTop } from '@/components/ui/floating-scroll-to-top';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { useSession } from '@/features/auth/hooks/use-session';
import { MAIN_CONTENT_ID } from '@/lib/focus';
import './site-layout.css';

/**
 * The shared frame of spec §2: fixed header, page content, footer, floating back-to-top and the
 * chat assistant.
 */
export function SiteLayout() {
  const session = useSession();

  return (
    <div className="site-layout">
      <SkipLink />
      <SiteHeader session={session} />
      <main id={MAIN_CONTENT_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingScrollToTop />
      <ChatLauncher />
    </div>
  );
}

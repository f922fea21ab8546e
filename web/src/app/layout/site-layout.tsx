import { Outlet } from 'react-router-dom';
import { SiteHeaderWithSession } from '@/app/layout/site-header-with-session';
import { SiteFooter } from '@/app/layout/site-footer';
import { SkipLink } from '@/app/layout/skip-link';
import { FloatingScrollToTop } from '@/components/ui/floating-scroll-to-top';
import { ChatLauncher } from '@/features/chat/components/chat-launcher';
import { LanguageOffer } from '@/features/language/components/language-offer';
import { MAIN_CONTENT_ID } from '@/lib/focus';
import './site-layout.css';

/**
 * The shared frame of every page: fixed header, page content, footer, floating back-to-top and the
 * chat assistant.
 */
export function SiteLayout() {
  return (
    <div className="site-layout">
      <SkipLink />
      <SiteHeaderWithSession />
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

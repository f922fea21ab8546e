import { Link, Outlet } from 'react-router-dom';
import { AssociationLogo } from '@/components/brand/association-logo';
import { pagePath } from '@/config/page-registry';
import { site } from '@/config/site';
import { LanguageSwitch } from '@/features/language/components/language-switch';
import { MAIN_CONTENT_ID } from '@/lib/focus';
// The account screens' own styles (form, auth-screens, google-sign-in-button) come with their lazy
// route chunks: imported here they were three render-blocking stylesheets on every public page.
// No layout shift: prerendering links a route chunk's CSS into its page's HTML, and a client-side
// navigation renders the screen only once its chunk's CSS has loaded.
import './standalone-layout.css';

/**
 * The frame of the sign-in, registration, password and callback screens, which the site keeps
 * out of the shared layout: a centred card with only a way back to the home page and the language
 * switch.
 */
export function StandaloneLayout() {
  return (
    <div className="standalone-layout">
      <main id={MAIN_CONTENT_ID} className="standalone-layout__card" tabIndex={-1}>
        <div className="standalone-layout__top">
          <Link to={pagePath('home')} className="standalone-layout__brand">
            <AssociationLogo size={48} />
            <span>{site.name}</span>
          </Link>
          <LanguageSwitch variant="card" />
        </div>
        <Outlet />
      </main>
    </div>
  );
}

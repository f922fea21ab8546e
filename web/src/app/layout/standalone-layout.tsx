import { Link, Outlet } from 'react-router-dom';
import { AssociationLogo } from '@/components/brand/association-logo';
import { pagePath } from '@/config/page-registry';
import { site } from '@/config/site';
import { MAIN_CONTENT_ID } from '@/lib/focus';
import './standalone-layout.css';
// The account screens' styles ship with their layout, not their lazy route chunks: the screens are
// prerendered, and styles that arrived with the chunk would move the painted page (layout shift).
import '@/components/ui/form.css';
import '@/features/auth/components/auth-screens.css';
import '@/features/auth/components/google-sign-in-button.css';

/**
 * The frame of the sign-in, registration, password and callback screens, which the spec keeps
 * out of the shared layout: a centred card with only a way back to the home page.
 */
export function StandaloneLayout() {
  return (
    <div className="standalone-layout">
      <main id={MAIN_CONTENT_ID} className="standalone-layout__card" tabIndex={-1}>
        <Link to={pagePath('home')} className="standalone-layout__brand">
          <AssociationLogo size={48} />
          <span>{site.name}</span>
        </Link>
        <Outlet />
      </main>
    </div>
  );
}

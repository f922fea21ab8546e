import { locale } from '@/config/locale';
import { localizedPath } from '@/lib/i18n/locales';

/**
 * Where this build's pages live: `/` for English, `/mr` for the Marathi build (Vite's `base`,
 * web/vite.config.ts). The router takes it as its basename, so `<Link to="/contact">` and
 * `navigate('/profile')` stay in the visitor's language without knowing it.
 */
export const routerBasename = (import.meta.env?.BASE_URL ?? '/').replace(/\/+$/, '') || '/';

/**
 * The address of a router path in this build's language, for the few links that leave the router
 * (a plain `<a href>`, `window.location`): `appHref('/contact')` is `/mr/contact` in Marathi.
 * Inside the router, use `<Link to="/contact">`: it adds the basename itself.
 */
export function appHref(path: string): string {
  return localizedPath(path, locale);
}

/// <reference types="vite/client" />
// `virtual:pwa-register`: features/offline registers the service worker with it.
/// <reference types="vite-plugin-pwa/vanillajs" />

// The VITE_ settings the app reads (web/.env). Missing values are undefined, not errors.
interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  /** The public address of the site, e.g. https://www.example.org (config/site-origin.ts). */
  readonly VITE_SITE_ORIGIN?: string;
  /** reCAPTCHA Enterprise site key of the web app registered for App Check; none = App Check off. */
  readonly VITE_APP_CHECK_SITE_KEY?: string;
  /** 'true': App Check's debug provider, for local work against a real project. */
  readonly VITE_APP_CHECK_DEBUG?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
